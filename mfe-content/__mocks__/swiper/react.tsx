// Jest: swiper ships only ES modules, which the shared Jest config does not transform; tests use a small fake.
export * from '../../src/testing/fake-swiper';
