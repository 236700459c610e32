import { lazy, Suspense } from 'react';
import { AvatarFace, type AvatarMenuProps } from './avatar-menu-face';

// The menu library (about 29 KB gzipped) loads after the screen: until then the avatar shows, still.
const AvatarMenu = lazy(() => import('./avatar-menu').then((m) => ({ default: m.AvatarMenu })));

/** The signed-in bars' account menu, its code loaded apart from the screen's. */
export function AccountMenu(props: AvatarMenuProps) {
  return (
    <Suspense
      fallback={
        <span className="flex items-center gap-2 p-0.5 pr-1 sm:pr-2">
          <AvatarFace user={props.user} />
        </span>
      }
    >
      <AvatarMenu {...props} />
    </Suspense>
  );
}
