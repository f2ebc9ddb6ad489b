import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { MEDIA_SEEK_STEP_S, MEDIA_SPEEDS, MEDIA_VOLUME_STEP } from '@/core/constants';
import { useI18n } from '@/core/i18n';
import { IconMaximize, IconMinimize, IconPictureInPicture, IconPlayerPause, IconPlayerPlay, IconRepeat, IconVolume, IconVolumeOff } from '@/ui/icons';
import { MenuButton } from '@/ui/menu';
import { MenuPopup } from '@/ui/menu/MenuPopup';
import { useMediaVolume } from '../use-media-volume';
import { clampTime, formatMediaTime, formatSpeed, playerKeyAction, stepVolume, type PlayerKeyAction } from './player-logic';
import { PlayerSlider } from './PlayerSlider';
import { useAutoHide } from './use-auto-hide';
import styles from './MediaPlayer.module.css';

export interface MediaPlayerProps {
  kind: 'video' | 'audio';
  src: string;
  /** The type announced to the element (QuickTime plays as mp4). */
  type: string;
  poster?: string | undefined;
  /** The media's accessible name (its alt text or file name). */
  label: string;
  /** Start playing once mounted (the reader pressed the facade's play button). */
  autoPlay?: boolean;
}

const pipSupported = () => typeof document !== 'undefined' && document.pictureInPictureEnabled === true;
const fullscreenSupported = () => typeof document !== 'undefined' && document.fullscreenEnabled === true;

/**
 * The client's media player (spec section 9): a thin layer over the native <video>/<audio> with
 * its own controls: play/pause, a seek slider (arrows 10 s), number keys 0–9 jump to 0–90 %, volume
 * (step 0.1, the mediaVolume setting as start and memory), a speed menu 0.5–4, loop,
 * picture-in-picture and fullscreen where the browser offers them. A video's controls hide while it
 * plays. Drive files come in one rendition, so there is no quality menu here (provider players
 * keep their own in the link preview's embed).
 */
export default function MediaPlayer({ kind, src, type, poster, label, autoPlay = false }: MediaPlayerProps) {
  const { t } = useI18n();
  const rootRef = useRef<HTMLDivElement>(null);
  const mediaRef = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const playRef = useRef<HTMLButtonElement>(null);
  const rememberVolume = useMediaVolume(mediaRef, true);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [volume, setVolume] = useState(1);
  const [muted, setMuted] = useState(false);
  const [rate, setRate] = useState(1);
  const [loop, setLoop] = useState(false);
  const [failed, setFailed] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [pip, setPip] = useState(false);
  const video = kind === 'video';
  const { visible, poke } = useAutoHide(video && playing);

  const media = () => mediaRef.current;

  useEffect(() => {
    const el = mediaRef.current;
    if (!el) return;
    // The element may have loaded its metadata between its creation and this commit (events a
    // fiber gets before it is mounted are dropped): start from what it knows.
    setDuration(el.duration);
    setTime(el.currentTime);
    setRate(el.playbackRate);
    setPlaying(!el.paused);
    setVolume(el.volume);
    setMuted(el.muted);
    if (autoPlay) {
      playRef.current?.focus({ preventScroll: true });
      void Promise.resolve(el.play()).catch(() => undefined);
    }
  }, [autoPlay]);

  useEffect(() => {
    const el = mediaRef.current;
    if (!el || !video) return;
    const enter = () => setPip(true);
    const leave = () => setPip(false);
    el.addEventListener('enterpictureinpicture', enter);
    el.addEventListener('leavepictureinpicture', leave);
    return () => {
      el.removeEventListener('enterpictureinpicture', enter);
      el.removeEventListener('leavepictureinpicture', leave);
    };
  }, [video]);

  useEffect(() => {
    const onChange = () => setFullscreen(!!rootRef.current && document.fullscreenElement === rootRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = () => {
    const el = media();
    if (!el) return;
    if (el.paused || el.ended) void Promise.resolve(el.play()).catch(() => undefined);
    else el.pause();
  };
  const seekTo = (seconds: number) => {
    const el = media();
    if (!el) return;
    el.currentTime = clampTime(seconds, el.duration);
    setTime(el.currentTime);
  };
  const setVolumeTo = (v: number) => {
    const el = media();
    if (!el) return;
    el.volume = Math.min(1, Math.max(0, v));
    if (el.volume > 0 && el.muted) el.muted = false;
  };
  const toggleMute = () => {
    const el = media();
    if (el) el.muted = !el.muted;
  };
  const toggleLoop = () => {
    const el = media();
    if (!el) return;
    el.loop = !el.loop;
    setLoop(el.loop);
  };
  const chooseRate = (r: number) => {
    const el = media();
    if (el) el.playbackRate = r;
  };
  const toggleFullscreen = () => {
    const root = rootRef.current;
    if (!root || !fullscreenSupported()) return;
    if (document.fullscreenElement === root) void document.exitFullscreen().catch(() => undefined);
    else void root.requestFullscreen().catch(() => undefined);
  };
  const togglePip = () => {
    const el = media();
    if (!el || !video) return;
    if (document.pictureInPictureElement === el) void document.exitPictureInPicture().catch(() => undefined);
    else void el.requestPictureInPicture().catch(() => undefined);
  };

  const perform = (action: PlayerKeyAction) => {
    const el = media();
    if (!el) return;
    switch (action.kind) {
      case 'toggle':
        return toggle();
      case 'seekBy':
        return seekTo(el.currentTime + action.seconds);
      case 'seekTo':
        return Number.isFinite(el.duration) ? seekTo(el.duration * action.fraction) : undefined;
      case 'volumeBy':
        return setVolumeTo(stepVolume(el.volume, action.delta));
      case 'mute':
        return toggleMute();
      case 'fullscreen':
        return video ? toggleFullscreen() : undefined;
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    poke(null);
    const target = e.target as HTMLElement;
    // Keys from a portalled child (the speed menu) bubble through React, not through the DOM: not ours.
    if (!e.currentTarget.contains(target) || e.ctrlKey || e.metaKey || e.altKey) return;
    if (target.closest('input, textarea, select, [role="menu"]')) return;
    const action = playerKeyAction(e.key);
    if (!action) return;
    // Space on a button presses that button.
    if (e.key === ' ' && target.closest('button')) return;
    e.preventDefault();
    e.stopPropagation();
    perform(action);
  };

  const shownVolume = muted ? 0 : volume;
  const timeText = t('mediaPlayer.time', { current: formatMediaTime(time), total: formatMediaTime(duration) });
  const speedEntries = MEDIA_SPEEDS.map((r) => ({
    label: formatSpeed(r),
    choice: 'radio' as const,
    checked: r === rate,
    attrs: { 'data-speed': String(r) },
    onSelect: () => chooseRate(r),
  }));

  return (
    <div
      ref={rootRef}
      role="group"
      aria-label={t('mediaPlayer.player', { name: label })}
      tabIndex={-1}
      className={[styles.root, video ? styles.video : styles.audio, visible ? '' : styles.idle].join(' ')}
      data-media-player={kind}
      data-snapshot="skip"
      data-controls={visible ? 'shown' : 'hidden'}
      onKeyDown={onKeyDown}
      onPointerMove={(e) => poke(e.pointerType)}
      onPointerDown={(e) => poke(e.pointerType)}
    >
      {video ? (
        <video
          ref={mediaRef}
          className={styles.picture}
          poster={poster}
          preload="metadata"
          playsInline
          aria-label={label}
          onClick={() => {
            rootRef.current?.focus({ preventScroll: true });
            toggle();
          }}
          onDoubleClick={toggleFullscreen}
          {...mediaEvents()}
        >
          <source src={src} type={type} onError={() => setFailed(true)} />
        </video>
      ) : (
        <audio ref={mediaRef} preload="metadata" aria-label={label} {...mediaEvents()}>
          <source src={src} type={type} onError={() => setFailed(true)} />
        </audio>
      )}
      <div className={styles.controls}>
        <button ref={playRef} type="button" className={styles.button} onClick={toggle} aria-label={playing ? t('mediaPlayer.pause') : t('mediaPlayer.play')} title={playing ? t('mediaPlayer.pause') : t('mediaPlayer.play')}>
          {playing ? <IconPlayerPause size={18} aria-hidden /> : <IconPlayerPlay size={18} aria-hidden />}
        </button>
        <PlayerSlider
          label={t('mediaPlayer.seek')}
          testId="media-seek"
          className={styles.seek}
          fraction={Number.isFinite(duration) && duration > 0 ? time / duration : 0}
          valueNow={Math.round(time)}
          valueMax={Number.isFinite(duration) ? Math.round(duration) : 0}
          valueText={timeText}
          onStep={(dir) => seekTo((media()?.currentTime ?? 0) + dir * MEDIA_SEEK_STEP_S)}
          onPick={(f) => Number.isFinite(duration) && seekTo(f * duration)}
        />
        <span className={styles.time} aria-hidden>
          {formatMediaTime(time)} / {formatMediaTime(duration)}
        </span>
        <button type="button" className={styles.button} onClick={toggleMute} aria-pressed={muted} aria-label={t('mediaPlayer.mute')} title={muted ? t('mediaPlayer.unmute') : t('mediaPlayer.mute')}>
          {muted || volume === 0 ? <IconVolumeOff size={18} aria-hidden /> : <IconVolume size={18} aria-hidden />}
        </button>
        <PlayerSlider
          label={t('mediaPlayer.volume')}
          testId="media-volume"
          className={styles.volume}
          fraction={shownVolume}
          valueNow={Math.round(shownVolume * 100)}
          valueMax={100}
          valueText={`${Math.round(shownVolume * 100)}%`}
          onStep={(dir) => setVolumeTo(stepVolume(media()?.volume ?? 0, dir * MEDIA_VOLUME_STEP))}
          onPick={(f) => setVolumeTo(Math.round(f * 100) / 100)}
        />
        <MenuButton menu={(host) => <MenuPopup label={t('mediaPlayer.speed')} entries={speedEntries} placement="top-end" {...host} />}>
          {(props) => (
            <button {...props} type="button" className={[styles.button, styles.speed].join(' ')} aria-label={t('mediaPlayer.speedOf', { speed: formatSpeed(rate) })} title={t('mediaPlayer.speed')}>
              {formatSpeed(rate)}
            </button>
          )}
        </MenuButton>
        <button type="button" className={styles.button} onClick={toggleLoop} aria-pressed={loop} aria-label={t('mediaPlayer.loop')} title={t('mediaPlayer.loop')}>
          <IconRepeat size={18} aria-hidden />
        </button>
        {video && pipSupported() && (
          <button type="button" className={styles.button} onClick={togglePip} aria-pressed={pip} aria-label={t('mediaPlayer.pictureInPicture')} title={t('mediaPlayer.pictureInPicture')}>
            <IconPictureInPicture size={18} aria-hidden />
          </button>
        )}
        {video && fullscreenSupported() && (
          <button type="button" className={styles.button} onClick={toggleFullscreen} aria-label={fullscreen ? t('mediaPlayer.exitFullscreen') : t('mediaPlayer.fullscreen')} title={fullscreen ? t('mediaPlayer.exitFullscreen') : t('mediaPlayer.fullscreen')}>
            {fullscreen ? <IconMinimize size={18} aria-hidden /> : <IconMaximize size={18} aria-hidden />}
          </button>
        )}
      </div>
      {failed && (
        <p className={styles.error} role="alert">
          {t('mediaPlayer.cannotPlay')}
        </p>
      )}
    </div>
  );

  function mediaEvents() {
    return {
      onPlay: () => setPlaying(true),
      onPause: () => setPlaying(false),
      onEnded: () => setPlaying(false),
      onTimeUpdate: () => setTime(media()?.currentTime ?? 0),
      onSeeked: () => setTime(media()?.currentTime ?? 0),
      onDurationChange: () => setDuration(media()?.duration ?? Number.NaN),
      onLoadedMetadata: () => setDuration(media()?.duration ?? Number.NaN),
      onRateChange: () => setRate(media()?.playbackRate ?? 1),
      onVolumeChange: () => {
        const el = media();
        if (!el) return;
        setVolume(el.volume);
        setMuted(el.muted);
        rememberVolume();
      },
    };
  }
}
