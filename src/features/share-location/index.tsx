import type { ComponentProps } from 'react';
import { HydrateLater } from '../../components/ui/hydrate-later';
import { lazyComponent } from '../../lib/lazy-component';
import { prefetchPrepareWhenIdle } from './prefetch-prepare';
import type { ShareLocationAction as ShareLocationActionComponent } from './share-location-action';

/**
 * "Text us my location", as the pages and the layout use it: its code (the buttons, the status line,
 * the geolocation steps) is a chunk of its own, out of every page's first load. The prerendered HTML
 * already shows the action, a link to a text message asking the driver to say where they are: a tap
 * before the chunk has arrived opens that at once; after, a tap adds the position first.
 */
const action = lazyComponent(
  () => import('./share-location-action'),
  (module) => module.ShareLocationAction,
);
const callBarAction = lazyComponent(
  () => import('./share-location-action'),
  (module) => module.CallBarShareLocation,
);

type ActionProps = ComponentProps<typeof ShareLocationActionComponent>;

export function ShareLocationAction(props: ActionProps) {
  return (
    <HydrateLater>
      <action.Component {...props} />
    </HydrateLater>
  );
}

export function CallBarShareLocation() {
  return (
    <HydrateLater>
      <callBarAction.Component />
    </HydrateLater>
  );
}

/**
 * For a part of the page that hydrates only once touched (the call bar, the footer, the services
 * page: decisions 0086, 0087):
 * downloads the action's code, and on a touch screen, once idle, what a press then needs, so that
 * the press that hydrates the part is answered by the app at once, the position added.
 */
export function preloadShareLocation(): Promise<unknown> {
  prefetchPrepareWhenIdle();
  return Promise.all([action.preload(), callBarAction.preload()]);
}
