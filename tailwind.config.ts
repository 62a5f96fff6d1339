import type { Config } from 'tailwindcss';

/**
 * Loaded from src/styles.css with `@config`. Tailwind 4 scans sources itself; this file holds
 * the brand palette and the two breakpoints the spec names (§9): the desktop layout from
 * 960px and the mobile menu below 992px.
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef2ff',
          100: '#e0e7ff',
          200: '#c7d2fe',
          500: '#6366f1',
          600: '#4f46e5',
          700: '#4338ca',
          800: '#3730a3',
          900: '#312e81',
        },
      },
      // In rem like Tailwind's own (sm 40rem…): mixed units sort the px ones first in the built
      // CSS, and then an `sm:` rule beat a `desk:` one on a desktop. 60rem = 960px, 62rem = 992px.
      screens: {
        desk: '60rem',
        nav: '62rem',
      },
      fontFamily: {
        sans: ['Inter', 'ui-sans-serif', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'],
      },
    },
  },
} satisfies Config;
