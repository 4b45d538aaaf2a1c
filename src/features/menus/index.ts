// The menus feature's client-safe API (spec 2 §2 "Menus", §4 "Menu tag filtering").
export { MenuSwitcher } from './components/menu-switcher';
export { MenuView, type MenuViewProps } from './components/menu-view';
export { menuMessages } from './menu-messages';
export { menuLink } from './utils/menu-link';
export {
  isItemVisible,
  matchesDiet,
  visibleSections,
  type MenuFilter,
  type VisibleSection,
} from './utils/filter-menu';
export { allergenNames, allergenStatement, formatPrice } from './utils/menu-facts';
export { dietParam, parseDiet, withDiet } from './utils/diet-query';
export { scrollDefaults, scrollToSection, sectionId } from './utils/scroll-to-section';
export { hasVisibleItems, summariseMenu, type MenuSummary } from './utils/menu-summary';
export { isMissingMenuPath } from './utils/menu-not-found';
