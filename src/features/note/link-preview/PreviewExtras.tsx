import { useI18n } from '@/core/i18n';
import type { ShopInfo, SteamInfo } from './preview-types';
import styles from './LinkPreview.module.css';

/** Price, release, developer, genres and age limit of a steam-style page. */
export function SteamExtras({ steam }: { steam: SteamInfo }) {
  const { t } = useI18n();
  return (
    <div className={styles.extras}>
      <span className={styles.price}>
        {steam.isFree ? (
          t('linkPreview.free')
        ) : (
          <>
            {steam.onSale && steam.discountPercent !== null && <span className={styles.discount}>{t('linkPreview.discount', { percent: Math.abs(steam.discountPercent) })}</span>}
            {steam.onSale && steam.originalPrice && (
              <s className={styles.original}>
                <span className="visually-hidden">{t('linkPreview.originalPrice')} </span>
                {steam.originalPrice}
              </s>
            )}
            {steam.currentPrice}
          </>
        )}
      </span>
      {steam.releaseDate && (
        <span>{steam.releaseDate.comingSoon ? t('linkPreview.comingSoon') : steam.releaseDate.date ? t('linkPreview.releaseDate', { date: steam.releaseDate.date }) : null}</span>
      )}
      {steam.developer && <span>{t('linkPreview.developer', { name: steam.developer })}</span>}
      {steam.genres.length > 0 && <span>{t('linkPreview.genres', { genres: steam.genres.join(', ') })}</span>}
      {steam.ageLimit !== null && steam.ageLimit > 0 && <span className={styles.tag}>{t('linkPreview.ageLimit', { age: steam.ageLimit })}</span>}
    </div>
  );
}

function shopPrice(price: ShopInfo['price']): string | null {
  if (!price) return null;
  if (price.display) return price.display;
  if (price.value === null) return null;
  return price.currency ? `${price.value} ${price.currency}` : String(price.value);
}

/** Brand, price, availability, Prime and rating of a shop-style page. */
export function ShopExtras({ shop }: { shop: ShopInfo }) {
  const { t } = useI18n();
  const price = shopPrice(shop.price);
  const rating = shop.rating;
  return (
    <div className={styles.extras}>
      {shop.brand && <span>{t('linkPreview.brand', { name: shop.brand })}</span>}
      {price && <span className={styles.price}>{price}</span>}
      {shop.prime && <span className={styles.tag}>{t('linkPreview.prime')}</span>}
      {shop.availability && <span>{shop.availability}</span>}
      {rating && rating.value !== null && (
        <span>{t('linkPreview.rating', { value: rating.value, best: rating.best ?? 5, count: rating.count ?? 0 })}</span>
      )}
    </div>
  );
}
