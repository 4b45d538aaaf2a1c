/**
 * Spec 2 §9: triggers (the group-booking links an editor places in content) are bound 100 ms after
 * the page is ready, so the page has settled (its own scrolling to a hash) before a dialog opens.
 */
export const TRIGGER_BINDING_DELAY_MS = 100;
