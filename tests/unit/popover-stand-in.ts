/**
 * jsdom has no popover API. The header's menu is a native popover (docs/decisions/0041), so the
 * component tests stand in for the browser's part, as the HTML standard describes it: a closed popover
 * is not displayed; a `popovertarget` button shows, hides or toggles its popover; Escape closes an open
 * one; `showPopover`, `hidePopover` and `togglePopover` do the same from script. The open state is the
 * `data-popover-open` attribute here (real browsers match `:popover-open`). The browser tests check the
 * real thing in Chromium.
 */
const OPEN = 'data-popover-open';

function setOpen(element: HTMLElement, open: boolean) {
  if (open) element.setAttribute(OPEN, '');
  else element.removeAttribute(OPEN);
}

export function installPopoverStandIn() {
  if (
    typeof HTMLElement === 'undefined' ||
    typeof HTMLElement.prototype.showPopover === 'function'
  ) {
    return;
  }
  HTMLElement.prototype.showPopover = function showPopover(this: HTMLElement) {
    setOpen(this, true);
  };
  HTMLElement.prototype.hidePopover = function hidePopover(this: HTMLElement) {
    setOpen(this, false);
  };
  HTMLElement.prototype.togglePopover = function togglePopover(this: HTMLElement) {
    setOpen(this, !this.hasAttribute(OPEN));
    return this.hasAttribute(OPEN);
  };

  const style = document.createElement('style');
  style.textContent = `[popover]:not([${OPEN}]) { display: none; }`;
  document.head.append(style);

  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('button[popovertarget]');
    if (!button || event.defaultPrevented) return;
    const popover = document.getElementById(button.getAttribute('popovertarget') ?? '');
    if (!popover?.hasAttribute('popover')) return;
    const action = button.getAttribute('popovertargetaction') ?? 'toggle';
    setOpen(popover, action === 'toggle' ? !popover.hasAttribute(OPEN) : action === 'show');
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const open of document.querySelectorAll<HTMLElement>(`[${OPEN}]`)) setOpen(open, false);
  });
}
