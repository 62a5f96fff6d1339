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
      screens: {
        desk: '960px',
        nav: '992px',
      },
      fontFamily: {
        sans: ['Inter', 'ui-sans-serif', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'],
      },
    },
  },
} satisfies Config;
