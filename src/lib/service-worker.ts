import { registerSW } from 'virtual:pwa-register';

/**
 * Registered by hand (injectRegister: false): the CSP forbids the inline script the plugin
 * would otherwise inject. The worker precaches the shell so the app opens offline.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registerSW({ immediate: true });
}
