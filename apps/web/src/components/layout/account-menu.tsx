import { lazy } from 'react';
import { DeferredMenu } from '@/components/ui/deferred-menu';
import { AvatarTrigger, avatarTriggerClass, type AvatarMenuProps } from './avatar-menu-face';

const loadAvatarMenu = () => import('./avatar-menu');
const AvatarMenu = lazy(() => loadAvatarMenu().then((m) => ({ default: m.AvatarMenu })));

/** The signed-in bars' account menu, its code loaded once the screen has settled. */
export function AccountMenu(props: AvatarMenuProps) {
  return (
    <DeferredMenu
      menu={AvatarMenu}
      load={loadAvatarMenu}
      menuProps={props}
      triggerClassName={avatarTriggerClass}
      trigger={<AvatarTrigger user={props.user} />}
    />
  );
}
