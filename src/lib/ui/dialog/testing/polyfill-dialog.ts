/**
 * jsdom has no dialog methods: for component tests, showModal and close toggle `open` (and close
 * fires 'close') as browsers do.
 */
export function polyfillDialog(): void {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
