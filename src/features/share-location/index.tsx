import type { ComponentProps } from 'react';
import { HydrateLater } from '../../components/ui/hydrate-later';
import { lazyComponent } from '../../lib/lazy-component';
import type { ShareLocationAction as ShareLocationActionComponent } from './share-location-action';

/**
 * "Text us my location", as the pages and the layout use it: its code (the buttons, the status line,
 * the geolocation steps) is a chunk of its own, out of every page's first load. The prerendered HTML
 * already shows the action; it becomes interactive when its chunk arrives, moments after the page
 * (a tap before then is replayed once it has).
 */
const action = lazyComponent(
  async () => (await import('./share-location-action')).ShareLocationAction,
);
const callBarAction = lazyComponent(
  async () => (await import('./share-location-action')).CallBarShareLocation,
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
