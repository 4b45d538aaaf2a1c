// The menus feature's server-only API: which menus are offered where (for the menu page's data).
export { chooseMenu, mainMenuSlug, restaurantMenus, siteMenus } from './server/menus-offered';
