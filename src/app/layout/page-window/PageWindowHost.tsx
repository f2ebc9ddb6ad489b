import { PageWindow } from './PageWindow';
import { usePageWindows } from './window-store';

/** Every open page window, over the current page. */
export function PageWindowHost() {
  const windows = usePageWindows();
  return (
    <>
      {windows.map((w, i) => (
        <PageWindow key={w.id} entry={w} index={i} />
      ))}
    </>
  );
}
