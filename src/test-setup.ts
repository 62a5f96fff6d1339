import { configure } from '@testing-library/react';

// CI runs the unit tests beside the API tests on two cores: a page that renders in 100 ms alone
// can take over a second then, and testing-library's default wait (1 s) would call it missing.
configure({ asyncUtilTimeout: 5_000 });

// Headless UI measures the combobox once a choice closes it; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
