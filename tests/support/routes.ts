/** The spec's routes (SPEC.md §2) that every build must serve. */
export const CURRENT_DOC_ROUTES = [
  '/',
  '/start',
  '/upgrading',
  '/changelog',
  '/license',
  '/docs/anatomy',
  '/docs/customization',
  '/docs/localization',
  '/docs/navigation',
  '/docs/selection-modes',
  '/docs/styling',
  '/docs/time-zone',
  '/docs/translation',
  '/guides/accessibility',
  '/guides/custom-components',
  '/guides/custom-modifiers',
  '/guides/custom-selections',
  '/guides/input-fields',
  '/guides/timepicker',
  '/development/code-of-conduct',
  '/development/contributing',
] as const;

export const V8_DOC_ROUTES = [
  '/v8',
  '/v8/start',
  '/v8/upgrading',
  '/v8/changelog',
  '/v8/license',
  ...[
    'accessibility',
    'customization',
    'localization',
    'navigation',
    'selection-modes',
    'styling',
  ].map((page) => `/v8/using-daypicker/${page}`),
  ...[
    'custom-components',
    'custom-modifiers',
    'custom-selections',
    'input-fields',
  ].map((page) => `/v8/advanced-guides/${page}`),
] as const;

export const API_SAMPLE_ROUTES = [
  '/api',
  '/api/functions/DayPicker',
  '/api/classes/DateLib',
  '/api/enumerations/UI',
  '/v8/api',
  '/v8/api/functions/DayPicker',
] as const;
