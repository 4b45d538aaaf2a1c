// The menus feature's server-only API: for getServerSideProps.
export { getMenuPageProps, type MenuPlace } from './server/get-menu-page-props';
export { chooseMenu, mainMenuSlug, restaurantMenus, siteMenus } from './server/menus-offered';
