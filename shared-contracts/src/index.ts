// Public API of @ergoforma/shared-contracts.
export * from './types/entities';
export * from './types/api';
export * from './api/client';
export * from './api/errors';
export * from './api/query';
export * from './events/bus';
export * from './stores/site-store';
export * from './stores/product-filter-store';
export * from './stores/site-stores-context';
export * from './locale/locales';
export * from './routing/match-sitemap-node';
export * from './tokens/design-tokens';
export * from './federation/modules';
export * from './html/safe-html';
export * from './i18n/create-i18n';
export * from './i18n/use-remote-translation';
export * from './api/site-services-context';
