// Test helpers for every package: import from '@ergoforma/shared-contracts/testing' (not in the runtime bundle).
export * from './render-remote';
export * from './missing-translations';
export { fakeSwipers } from './fake-swiper';
export { noBlockModule, noLoadedModule } from './block-modules';
export { MemoryNavigation, locationOf } from './memory-navigation';
export { FakeIntersectionObserver, boxAt, installFakeViewport } from './fake-viewport';
export { fakeApiClient, type FakeApiServices } from './fake-api-client';
export { testCompany } from './test-company';
