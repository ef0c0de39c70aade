/**
 * Threads that ask nothing this site should answer: older majors, the code of
 * shadcn/ui or of the library's own website, a browser or a dialog library.
 * Part of READER_QUESTIONS (src/data/readerQuestions.ts).
 */
import type {OutOfScopeQuestion} from './readerQuestions';

export const READER_OUT_OF_SCOPE: readonly OutOfScopeQuestion[] = [
  {
    question:
      'Reports and requests about DayPicker 6 and older (renderDay, captionElement, localeUtils, the DayPicker-Day classes).',
    sources: [
      'gpbl/react-day-picker#1',
      'gpbl/react-day-picker#11',
      'gpbl/react-day-picker#27',
      'gpbl/react-day-picker#30',
      'gpbl/react-day-picker#34',
      'gpbl/react-day-picker#37',
      'gpbl/react-day-picker#44',
      'gpbl/react-day-picker#52',
      'gpbl/react-day-picker#69',
      'gpbl/react-day-picker#103',
      'gpbl/react-day-picker#104',
      'gpbl/react-day-picker#117',
      'gpbl/react-day-picker#119',
      'gpbl/react-day-picker#125',
      'gpbl/react-day-picker#127',
      'gpbl/react-day-picker#136',
      'gpbl/react-day-picker#155',
      'gpbl/react-day-picker#170',
      'gpbl/react-day-picker#178',
      'gpbl/react-day-picker#181',
      'gpbl/react-day-picker#196',
      'gpbl/react-day-picker#209',
      'gpbl/react-day-picker#221',
      'gpbl/react-day-picker#231',
      'gpbl/react-day-picker#237',
      'gpbl/react-day-picker#241',
      'gpbl/react-day-picker#260',
      'gpbl/react-day-picker#264',
      'gpbl/react-day-picker#285',
      'gpbl/react-day-picker#296',
      'gpbl/react-day-picker#304',
      'gpbl/react-day-picker#340',
      'gpbl/react-day-picker#374',
      'gpbl/react-day-picker#380',
      'gpbl/react-day-picker#432',
      'gpbl/react-day-picker#442',
      'gpbl/react-day-picker#464',
      'gpbl/react-day-picker#476',
      'gpbl/react-day-picker#498',
      'gpbl/react-day-picker#518',
      'gpbl/react-day-picker#520',
      'gpbl/react-day-picker#526',
      'gpbl/react-day-picker#527',
      'gpbl/react-day-picker#615',
      'gpbl/react-day-picker#760',
    ],
    outOfScope:
      'Concerns a release older than 7.0 whose API no longer exists in v8 or v9.',
  },
  {
    question:
      "Pull requests that change shadcn/ui's own Calendar component or its docs.",
    sources: [
      'shadcn-ui/ui#293',
      'shadcn-ui/ui#539',
      'shadcn-ui/ui#918',
      'shadcn-ui/ui#2232',
      'shadcn-ui/ui#3663',
      'shadcn-ui/ui#3997',
      'shadcn-ui/ui#4371',
      'shadcn-ui/ui#5221',
      'shadcn-ui/ui#5859',
      'shadcn-ui/ui#6295',
      'shadcn-ui/ui#6334',
      'shadcn-ui/ui#6501',
      'shadcn-ui/ui#8029',
      'shadcn-ui/ui#8570',
      'shadcn-ui/ui#8727',
      'shadcn-ui/ui#10231',
      'shadcn-ui/ui#10232',
      'shadcn-ui/ui#10235',
      'shadcn-ui/ui#10244',
      'shadcn-ui/ui#10260',
      'shadcn-ui/ui#10774',
    ],
    outOfScope:
      "Changes to shadcn/ui's source; they ask no question about DayPicker.",
  },
  {
    question:
      "How do I configure v7's DayPickerInput (its locale, format, month, several days)?",
    sources: [
      'gpbl/react-day-picker#489',
      'gpbl/react-day-picker#506',
      'gpbl/react-day-picker#643',
      'gpbl/react-day-picker#723',
      'gpbl/react-day-picker#730',
      'gpbl/react-day-picker#797',
      'gpbl/react-day-picker#800',
      'gpbl/react-day-picker#802',
      'gpbl/react-day-picker#819',
      'gpbl/react-day-picker#846',
      'gpbl/react-day-picker#908',
      'gpbl/react-day-picker#910',
      'gpbl/react-day-picker#924',
      'gpbl/react-day-picker#1003',
      'gpbl/react-day-picker#1043',
      'gpbl/react-day-picker#1194',
      'gpbl/react-day-picker#1224',
      'gpbl/react-day-picker#1225',
      'gpbl/react-day-picker#1259',
      'gpbl/react-day-picker#1384',
    ],
    outOfScope:
      'DayPickerInput was removed in 8.0; typed input is built with useInput in v8 and with your own input in v9.',
  },
  {
    question: "Changes to the library's build, tests or development setup.",
    sources: [
      'gpbl/react-day-picker#342',
      'gpbl/react-day-picker#1042',
      'gpbl/react-day-picker#1334',
      'gpbl/react-day-picker#1357',
      'gpbl/react-day-picker#1379',
      'gpbl/react-day-picker#1481',
      'gpbl/react-day-picker#1770',
      'gpbl/react-day-picker#1773',
      'gpbl/react-day-picker#1956',
      'gpbl/react-day-picker#2161',
      'gpbl/react-day-picker#2435',
      'gpbl/react-day-picker#2608',
      'gpbl/react-day-picker#2635',
      'gpbl/react-day-picker#2682',
      'gpbl/react-day-picker#2683',
    ],
    outOfScope: "Internal to the library's development.",
  },
  {
    question:
      "Reports and requests about DayPicker 7's own props, types and docs (months, weekdaysShort, enableOutsideDays, its TypeScript definitions).",
    sources: [
      'gpbl/react-day-picker#569',
      'gpbl/react-day-picker#906',
      'gpbl/react-day-picker#934',
      'gpbl/react-day-picker#970',
      'gpbl/react-day-picker#981',
      'gpbl/react-day-picker#987',
      'gpbl/react-day-picker#989',
      'gpbl/react-day-picker#1038',
      'gpbl/react-day-picker#1198',
      'gpbl/react-day-picker#1219',
      'gpbl/react-day-picker#1249',
      'gpbl/react-day-picker#1385',
      'gpbl/react-day-picker#1608',
    ],
    outOfScope:
      'Concerns the v7 API, replaced in 8.0; the v8 and v9 pages cover the current props.',
  },
  {
    question: "Fixes and requests for the library's own website and examples.",
    sources: [
      'gpbl/react-day-picker#289',
      'gpbl/react-day-picker#492',
      'gpbl/react-day-picker#687',
      'gpbl/react-day-picker#719',
      'gpbl/react-day-picker#1347',
      'gpbl/react-day-picker#2118',
      'gpbl/react-day-picker#2135',
      'gpbl/react-day-picker#2252',
      'gpbl/react-day-picker#2336',
      'gpbl/react-day-picker#2788',
      'gpbl/react-day-picker#2815',
    ],
    outOfScope:
      "About the library's own documentation site; no reader question in them.",
  },
  {
    question:
      "Why can't days be clicked, or why does the popover close, when a shadcn/ui date picker sits in a Dialog, Sheet or Drawer?",
    sources: [
      'shadcn-ui/ui#332',
      'shadcn-ui/ui#2802',
      'shadcn-ui/ui#3066',
      'shadcn-ui/ui#4076',
      'shadcn-ui/ui#5027',
      'shadcn-ui/ui#7360',
      'shadcn-ui/ui#7652',
      'shadcn-ui/ui#8754',
    ],
    outOfScope:
      "The Radix dialog's modal pointer and focus handling blocks the popover; the fix is in the popover and dialog props, not in DayPicker.",
  },
  {
    question:
      "Why is something in shadcn/ui's calendar.tsx off, such as a class typo, the dropdown height or the grid without outside days?",
    sources: [
      'shadcn-ui/ui#5225',
      'shadcn-ui/ui#6260',
      'shadcn-ui/ui#7495',
      'shadcn-ui/ui#7680',
      'shadcn-ui/ui#7712',
      'shadcn-ui/ui#9278',
    ],
    outOfScope:
      "Lives in the classes of shadcn/ui's component, which shadcn/ui fixes in its registry.",
  },
  {
    question:
      'Why does a Calendar demo or block on the shadcn/ui website misbehave?',
    sources: [
      'shadcn-ui/ui#7673',
      'shadcn-ui/ui#7885',
      'shadcn-ui/ui#7887',
      'shadcn-ui/ui#7890',
    ],
    outOfScope:
      "About shadcn/ui's demo pages and blocks, which shadcn/ui maintains.",
  },
  {
    question:
      'Why does formatCaption always get the first day of the month, and can DayPicker show the Nepali Bikram Sambat calendar?',
    sources: ['gpbl/react-day-picker#2212'],
    outOfScope:
      "The caption formats a whole month, so it receives the month's first day; neither version ships a Bikram Sambat calendar.",
  },
  {
    question: "Why can't I tab to the calendar's buttons in Safari on macOS?",
    sources: ['gpbl/react-day-picker#1752'],
    outOfScope:
      'Safari skips buttons when tabbing unless the reader turns on its keyboard setting to highlight each item; a browser preference, not DayPicker.',
  },
  {
    question:
      'Why does the current shadcn/ui Calendar shrink in a project on Tailwind CSS 3?',
    sources: ['shadcn-ui/ui#8796'],
    outOfScope:
      "shadcn/ui's calendar.tsx writes --cell-size in Tailwind 4 syntax; a Tailwind version matter, not DayPicker's.",
  },
  {
    question:
      'Changes planned for DayPicker 10, which removes the props deprecated in v9.',
    sources: ['gpbl/react-day-picker#2894'],
    outOfScope:
      'Concerns a later major than the 9.11.0 and 8.10.1 releases this site documents.',
  },
];
