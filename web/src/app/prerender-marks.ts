import { STORAGE_KEYS } from '@sitewright/core/limits';
import { paths } from '../config/paths';

/*
 * The contract between the build-time prerender of the home page (vite-plugins/prerender-home.ts),
 * its boot script, index.css and main.tsx.
 */

/** On `<div id="root">` when the build put the home page's HTML in index.html. */
export const PRERENDERED_ATTR = 'data-prerendered';
/** On `<html>` when the boot script found that HTML right for this visit. */
export const HYDRATE_ATTR = 'data-hydrate';

/**
 * The boot script (plain ES5, loaded before `<body>`): marks `<html>` with HYDRATE_ATTR on / for a
 * visitor without a session token, the only visit the signed-out home markup is right for.
 */
export const bootScript = () =>
  `(function(){try{if(location.pathname===${JSON.stringify(paths.home)}&&!localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)}))` +
  `document.documentElement.setAttribute(${JSON.stringify(HYDRATE_ATTR)},'')}catch(e){}})();\n`;
