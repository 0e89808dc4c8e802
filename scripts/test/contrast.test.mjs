// Every text and state colour the apps show, against what it sits on, as WCAG 2.2 AA asks: 4.5:1 for
// text (1.4.3) and 3:1 for what shows a control's focus or state (1.4.11). The values are read from
// the stylesheets the apps ship (the design system's tokens and components, shared's gaido.css, every
// app's own files, the toaster's), with their custom properties resolved, so changing a colour there
// changes the result. Every colour
// declared in the apps' stylesheets must be in the table (or set aside with its reason), so a new
// colour cannot skip the audit. docs/accessibility.md lists the table with today's ratios.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse as parseColor, wcagContrast } from 'culori';
import postcss from 'postcss';

const root = fileURLToPath(new URL('../..', import.meta.url));
const TEXT = 4.5;
const NON_TEXT = 3;

const TOKENS = 'packages/ui/src/tokens/tokens.css';
const GAIDO = 'shared/src/ui/gaido.css';
const HEADER = 'host/src/shell/SiteHeader.css';
const HOME = 'host/src/pages/home/home.css';
const SURVEY = 'host/src/survey/survey.css';
const RELEASE = 'host/src/release/releaseTools.css';
const BOOKINGS = 'mfe-account/src/bookings/bookings.css';
const GEMS = 'mfe-gems/src/ui/gems.css';
const QUIZ = 'mfe-onboarding/src/quiz/quiz.css';
const TOURS = 'mfe-tours/src/tours/tours.css';
const CITY_SEARCH = 'packages/ui/src/city-search/citySearch.css';
const DIALOG = 'packages/ui/src/dialog/dialog.css';
const BUTTON = 'packages/ui/src/button/button.css';
const RATING = 'packages/ui/src/rating/rating.css';
const CAROUSEL = 'packages/ui/src/carousel/carousel.css';
const SELECT = 'packages/ui/src/select/select.css';
const CHIPS = 'packages/ui/src/chips/chips.css';
const SONNER = relative(
  root,
  createRequire(join(root, 'host/package.json')).resolve('sonner/dist/styles.css'),
);
const SONNER_LIGHT = "[data-sonner-toaster][data-sonner-theme='light']";
const SONNER_TOAST = "[data-sonner-toast][data-styled='true']";

/** The stylesheets of the shared package, the design system, the host and every remote. */
function appStylesheets() {
  const folders = [
    'shared',
    'packages/ui',
    'host',
    ...readdirSync(root).filter((name) => name.startsWith('mfe-')),
  ];
  return folders.flatMap((folder) =>
    readdirSync(join(root, folder, 'src'), { recursive: true })
      .filter((file) => file.endsWith('.css'))
      .map((file) => `${folder}/src/${file}`),
  );
}

/** Each rule's declarations by file and selector (inside @media too), the last declaration winning. */
function readRules(files) {
  const rules = new Map();
  for (const file of files) {
    postcss.parse(readFileSync(join(root, file), 'utf8')).walkRules((rule) => {
      const key = `${file} ${rule.selector.replace(/\s+/g, ' ')}`;
      const declarations = rules.get(key) ?? new Map();
      rule.each((node) => {
        if (node.type === 'decl') declarations.set(node.prop, node.value.replace(/\s*!important$/, ''));
      });
      rules.set(key, declarations);
    });
  }
  return rules;
}

const APP_FILES = appStylesheets();
const RULES = readRules([...APP_FILES, SONNER]);
/** Where custom properties are read from: the rule's own, then these, in order. */
const TOKEN_SCOPES = [`${TOKENS} :root`, `${SONNER} ${SONNER_LIGHT}`, `${SONNER} [data-sonner-toaster]`];

function declared(file, selector, prop) {
  const value = RULES.get(`${file} ${selector}`)?.get(prop);
  if (value === undefined) throw new Error(`${file}: no ${prop} in "${selector}"`);
  return value;
}

/** Replaces var(--name[, fallback]) by the property's value in the rule, else in TOKEN_SCOPES. */
function resolveVars(value, ownRule) {
  return value.replace(/var\((--[\w-]+)(?:,\s*([^)]*))?\)/g, (_, name, fallback) => {
    for (const scope of [ownRule, ...TOKEN_SCOPES]) {
      const found = RULES.get(scope)?.get(name);
      if (found !== undefined) return resolveVars(found, scope);
    }
    if (fallback !== undefined) return fallback;
    throw new Error(`${name} is declared nowhere`);
  });
}

/** The colour in a declaration's value (a colour, or a shorthand holding one), or null. */
function colourIn(value) {
  const whole = parseColor(value);
  if (whole) return whole;
  for (const part of value.match(/(?:rgb|hsl)a?\([^)]*\)|#[0-9a-f]{3,8}\b|[a-z]+/gi) ?? []) {
    const colour = parseColor(part);
    if (colour) return colour;
  }
  return null;
}

/** A colour declared in a rule: what the table's entries point at. */
const at = (file, selector, prop) => ({ file, selector, prop });
const token = (name) => at(TOKENS, ':root', name);

function colourOf(ref) {
  const rule = `${ref.file} ${ref.selector}`;
  const colour = colourIn(resolveVars(declared(ref.file, ref.selector, ref.prop), rule));
  if (!colour) throw new Error(`${rule} ${ref.prop} holds no colour`);
  return colour;
}

const page = token('--color-bg');
const surface = token('--color-surface');
const text = token('--color-text');
const focusRing = at(GAIDO, ':focus-visible', 'outline');

const MENU_ITEM_ACTIVE =
  '.account-menu-list a:hover, .account-menu-list button:hover, .account-menu-list a:focus-visible, .account-menu-list button:focus-visible';
const TOUR_NOTICE = '.booking-panel .notice, .payment-step .notice';
const SLOT_CHOSEN = '.slot:has(input:checked)';
const CHOICE_CHOSEN = '.choice-card:has(input:checked)';
const TABLE = 'packages/ui/src/table/responsiveTable.css';
const PROFILE = 'mfe-account/src/profile/profile.css';
const ACCOUNT_LINK_ACTIVE = '.account-links a:hover, .account-links a:focus-visible';
const FOLDER_OPTION_ACTIVE = '.folder-option:hover, .folder-option:focus-visible';
const STAR_CHOSEN =
  '.star-rating-star:has(input:checked), .star-rating-star:has(~ .star-rating-star input:checked)';
const STAR_HOVERED =
  '.star-rating-stars .star-rating-star:hover, .star-rating-stars .star-rating-star:has(~ .star-rating-star:hover)';

/** What each colour is seen on, and the ratio it needs. */
const PAIRS = [
  // Text on the page and on cards, panels, menus and dialogs (all of them the surface token).
  {
    what: 'body text on the page',
    fg: at(GAIDO, ':root', 'color'),
    bg: at(GAIDO, ':root', 'background'),
    min: TEXT,
  },
  { what: 'body text on a card, panel or dialog', fg: text, bg: surface, min: TEXT },
  { what: 'muted text on the page (footer)', fg: at(GAIDO, '.site-footer', 'color'), bg: page, min: TEXT },
  { what: 'muted text on a card or panel', fg: at(GAIDO, '.muted', 'color'), bg: surface, min: TEXT },
  { what: 'links on the page', fg: at(GAIDO, 'a', 'color'), bg: page, min: TEXT },
  { what: 'links on a card or panel', fg: at(GAIDO, 'a', 'color'), bg: surface, min: TEXT },
  {
    what: 'brand name in the header',
    fg: at(GAIDO, '.brand', 'color'),
    bg: at(GAIDO, '.site-header', 'background'),
    min: TEXT,
  },
  {
    what: 'header navigation',
    fg: at(GAIDO, '.main-nav a', 'color'),
    bg: at(GAIDO, '.site-header', 'background'),
    min: TEXT,
  },
  {
    what: 'header navigation, current page',
    fg: at(GAIDO, '.main-nav a.active', 'color'),
    bg: at(GAIDO, '.site-header', 'background'),
    min: TEXT,
  },
  { what: 'skip link', fg: text, bg: at(GAIDO, '.skip-link', 'background'), min: TEXT },
  {
    what: 'secondary button',
    fg: at(BUTTON, '.button', 'color'),
    bg: at(BUTTON, '.button', 'background'),
    min: TEXT,
  },
  {
    what: 'primary button',
    fg: at(BUTTON, '.button-primary', 'color'),
    bg: at(BUTTON, '.button-primary', 'background'),
    min: TEXT,
  },
  {
    what: 'destructive button',
    fg: at(BUTTON, '.button-danger', 'color'),
    bg: at(BUTTON, '.button-danger', 'background'),
    min: TEXT,
  },
  {
    what: 'ghost button on a card or dialog',
    fg: at(BUTTON, '.button-ghost', 'color'),
    bg: surface,
    min: TEXT,
  },
  { what: 'ghost button on the page', fg: at(BUTTON, '.button-ghost', 'color'), bg: page, min: TEXT },
  {
    what: 'ghost button, hovered',
    fg: at(BUTTON, '.button-ghost', 'color'),
    bg: at(BUTTON, '.button-ghost:hover', 'background'),
    min: TEXT,
  },
  {
    what: 'initial in the avatar',
    fg: at(GAIDO, '.avatar', 'color'),
    bg: at(GAIDO, '.avatar', 'background'),
    min: TEXT,
  },
  {
    what: 'city suggestion, highlighted',
    fg: text,
    bg: at(CITY_SEARCH, '.suggestions [role="option"].active', 'background'),
    min: TEXT,
  },
  {
    what: 'account menu item, hovered or focused',
    fg: text,
    bg: at(HEADER, MENU_ITEM_ACTIVE, 'background'),
    min: TEXT,
  },
  {
    what: 'notice (the booking kept through sign-in)',
    fg: text,
    bg: at(GAIDO, '.notice', 'background'),
    min: TEXT,
  },

  // Errors.
  {
    what: 'field and form errors on a dialog or panel',
    fg: at(GAIDO, '.field-error, .form-error', 'color'),
    bg: surface,
    min: TEXT,
  },
  {
    what: 'field and form errors on the page',
    fg: at(GAIDO, '.field-error, .form-error', 'color'),
    bg: page,
    min: TEXT,
  },
  { what: 'tour page: errors', fg: at(TOURS, '.field-error, .form-error', 'color'), bg: surface, min: TEXT },
  {
    what: 'tour page: errors inside a notice',
    fg: at(TOURS, '.field-error, .form-error', 'color'),
    bg: at(TOURS, TOUR_NOTICE, 'background'),
    min: TEXT,
  },
  {
    what: 'tour page: departure no longer available',
    fg: at(TOURS, '.slot-unavailable h3', 'color'),
    bg: surface,
    min: TEXT,
  },
  {
    what: 'bookings: errors',
    fg: at(BOOKINGS, '.form-error, .field-error', 'color'),
    bg: surface,
    min: TEXT,
  },
  {
    what: 'bookings: errors inside a notice',
    fg: at(BOOKINGS, '.form-error, .field-error', 'color'),
    bg: at(BOOKINGS, '.notice', 'background'),
    min: TEXT,
  },

  // Toasts: the toaster's light theme, and the destructive one.
  {
    what: 'toast title',
    fg: at(SONNER, SONNER_TOAST, 'color'),
    bg: at(SONNER, SONNER_TOAST, 'background'),
    min: TEXT,
  },
  {
    what: 'toast description',
    fg: at(SONNER, `${SONNER_TOAST} [data-description]`, 'color'),
    bg: at(SONNER, SONNER_TOAST, 'background'),
    min: TEXT,
  },
  {
    what: 'toast close button',
    fg: at(SONNER, `${SONNER_TOAST} [data-close-button]`, 'color'),
    bg: at(SONNER, `${SONNER_TOAST} [data-close-button]`, 'background'),
    min: TEXT,
  },
  {
    what: 'destructive toast title',
    fg: at(GAIDO, '.toast-destructive', 'color'),
    bg: at(GAIDO, '.toast-destructive', 'background'),
    min: TEXT,
  },
  {
    what: 'destructive toast description',
    fg: at(GAIDO, '[data-sonner-toast][data-styled].toast-destructive [data-description]', 'color'),
    bg: at(GAIDO, '.toast-destructive', 'background'),
    min: TEXT,
  },
  {
    what: 'destructive toast: its close button against it',
    fg: at(SONNER, `${SONNER_TOAST} [data-close-button]`, 'background'),
    bg: at(GAIDO, '.toast-destructive', 'background'),
    min: NON_TEXT,
  },

  // States: badges, chosen and current things.
  {
    what: 'booking status Confirmed',
    fg: at(BOOKINGS, '.status-confirmed', 'color'),
    bg: at(BOOKINGS, '.status-confirmed', 'background'),
    min: TEXT,
  },
  {
    what: 'booking status Held (awaiting payment)',
    fg: at(BOOKINGS, '.status-held', 'color'),
    bg: at(BOOKINGS, '.status-held', 'background'),
    min: TEXT,
  },
  {
    what: 'booking status Cancelled and Expired',
    fg: at(BOOKINGS, '.status-cancelled, .status-expired', 'color'),
    bg: at(BOOKINGS, '.status', 'background'),
    min: TEXT,
  },
  { what: 'bookings: notice', fg: text, bg: at(BOOKINGS, '.notice', 'background'), min: TEXT },
  {
    what: 'gem open now',
    fg: at(GEMS, '.badge-open', 'color'),
    bg: at(GEMS, '.badge-open', 'background'),
    min: TEXT,
  },
  {
    what: 'current folder',
    fg: at(GEMS, '.folder-link[aria-current="page"] .folder-name', 'color'),
    bg: at(GEMS, '.folder-link:hover, .folder-link[aria-current="page"]', 'background'),
    min: TEXT,
  },
  { what: 'folder link on the page', fg: at(GEMS, '.folder-link', 'color'), bg: page, min: TEXT },
  {
    what: 'map and list toggle, pressed',
    fg: at(GEMS, '.map-toggle-button[aria-pressed="true"]', 'color'),
    bg: at(GEMS, '.map-toggle-button[aria-pressed="true"]', 'background'),
    min: TEXT,
  },
  { what: 'gem facts labels', fg: at(GEMS, '.gem-location-facts dt', 'color'), bg: surface, min: TEXT },
  {
    what: 'text over the gems map while it loads',
    fg: text,
    bg: at(GEMS, '.map-canvas-box', 'background'),
    min: TEXT,
  },
  {
    what: 'text over a folder map while it loads',
    fg: text,
    bg: at(GEMS, '.folder-map', 'background'),
    min: TEXT,
  },
  {
    what: 'a gem popup without its photo',
    fg: text,
    bg: at(GEMS, '.gem-popup-photo', 'background'),
    min: TEXT,
  },
  { what: 'tour page: notice', fg: text, bg: at(TOURS, TOUR_NOTICE, 'background'), min: TEXT },
  {
    what: 'calendar: a day with departures',
    fg: text,
    bg: at(TOURS, '.calendar .day-available:not(.rdp-selected) .rdp-day_button', 'background'),
    min: TEXT,
  },
  { what: 'departure chosen', fg: text, bg: at(TOURS, SLOT_CHOSEN, 'background'), min: TEXT },
  {
    what: 'departure chosen: its border against the panel',
    fg: at(TOURS, SLOT_CHOSEN, 'border-color'),
    bg: surface,
    min: NON_TEXT,
  },
  { what: 'places left', fg: at(TOURS, '.slot-places', 'color'), bg: surface, min: TEXT },
  {
    what: 'places left on the chosen departure',
    fg: at(TOURS, '.slot-places', 'color'),
    bg: at(TOURS, SLOT_CHOSEN, 'background'),
    min: TEXT,
  },
  {
    what: 'city suggestion: its note ("your city")',
    fg: at(CITY_SEARCH, '.city-note', 'color'),
    bg: at(CITY_SEARCH, '.suggestions', 'background'),
    min: TEXT,
  },
  {
    what: 'city suggestion: its note, highlighted',
    fg: at(CITY_SEARCH, '.city-note', 'color'),
    bg: at(CITY_SEARCH, '.suggestions [role="option"].active', 'background'),
    min: TEXT,
  },
  {
    what: 'home: city card name',
    fg: at(HOME, '.city-card-name', 'color'),
    bg: at(HOME, '.city-card', 'background'),
    min: TEXT,
  },
  { what: 'survey', fg: at(SURVEY, '.survey', 'color'), bg: at(SURVEY, '.survey', 'background'), min: TEXT },
  {
    what: 'survey: hint',
    fg: at(SURVEY, '.survey-hint', 'color'),
    bg: at(SURVEY, '.survey', 'background'),
    min: TEXT,
  },
  {
    what: 'survey: score chosen',
    fg: at(SURVEY, '.survey-score input:checked + span', 'color'),
    bg: at(SURVEY, '.survey-score input:checked + span', 'background'),
    min: TEXT,
  },
  {
    what: 'quiz: intro',
    fg: at(QUIZ, '.quiz-intro', 'color'),
    bg: at(QUIZ, '.quiz', 'background'),
    min: TEXT,
  },
  {
    what: 'quiz: step count',
    fg: at(QUIZ, '.quiz-progress-count', 'color'),
    bg: at(QUIZ, '.quiz', 'background'),
    min: TEXT,
  },
  {
    what: 'quiz: steps',
    fg: at(QUIZ, '.quiz-steps li', 'color'),
    bg: at(QUIZ, '.quiz', 'background'),
    min: TEXT,
  },
  {
    what: 'quiz: current step',
    fg: at(QUIZ, '.quiz-steps li.is-current', 'color'),
    bg: at(QUIZ, '.quiz', 'background'),
    min: TEXT,
  },
  {
    what: 'quiz: done and current step marks',
    fg: at(QUIZ, '.quiz-steps li.is-done::before, .quiz-steps li.is-current::before', 'background'),
    bg: at(QUIZ, '.quiz', 'background'),
    min: NON_TEXT,
  },
  { what: 'quiz: choice', fg: text, bg: at(QUIZ, '.choice-card', 'background'), min: TEXT },
  {
    what: 'quiz: choice detail',
    fg: at(QUIZ, '.choice-card-detail', 'color'),
    bg: at(QUIZ, '.choice-card', 'background'),
    min: TEXT,
  },
  { what: 'quiz: choice chosen', fg: text, bg: at(QUIZ, CHOICE_CHOSEN, 'background'), min: TEXT },
  {
    what: 'quiz: choice detail, chosen',
    fg: at(QUIZ, '.choice-card-detail', 'color'),
    bg: at(QUIZ, CHOICE_CHOSEN, 'background'),
    min: TEXT,
  },
  {
    what: 'quiz: choice chosen, its border against the quiz',
    fg: at(QUIZ, CHOICE_CHOSEN, 'border-color'),
    bg: at(QUIZ, '.quiz', 'background'),
    min: NON_TEXT,
  },
  {
    what: 'quiz: radio ring',
    fg: at(QUIZ, '.choice-card input', 'border'),
    bg: at(QUIZ, '.choice-card input', 'background'),
    min: NON_TEXT,
  },
  {
    what: 'quiz: radio dot, chosen',
    fg: at(QUIZ, '.choice-card input::before', 'background'),
    bg: at(QUIZ, '.choice-card input', 'background'),
    min: NON_TEXT,
  },
  {
    what: 'table: its caption (the payment history)',
    fg: at(TABLE, '.ui-table caption', 'color'),
    bg: at(TABLE, '.ui-table', 'background'),
    min: TEXT,
  },
  {
    what: 'table: its caption above the cards on a phone',
    fg: at(TABLE, '.ui-table caption', 'color'),
    bg: page,
    min: TEXT,
  },
  {
    what: 'release tools: banner',
    fg: at(RELEASE, '.release-banner-row', 'color'),
    bg: at(RELEASE, '.release-banner-row', 'background'),
    min: TEXT,
  },
  {
    what: 'release tools: refused override',
    fg: at(RELEASE, '.release-refused', 'color'),
    bg: at(RELEASE, '.release-refused', 'background'),
    min: TEXT,
  },
  {
    what: 'release tools: panel',
    fg: at(RELEASE, '.release-panel', 'color'),
    bg: at(RELEASE, '.release-panel', 'background'),
    min: TEXT,
  },
  {
    what: 'release tools: a problem',
    fg: at(RELEASE, '.release-problem', 'color'),
    bg: at(RELEASE, '.release-panel', 'background'),
    min: TEXT,
  },

  // Focus: the ring sits outside the control (its offset), on what the control sits on.
  { what: 'focus ring on the page', fg: focusRing, bg: page, min: NON_TEXT },
  { what: 'focus ring on a card, panel or dialog', fg: focusRing, bg: surface, min: NON_TEXT },
  { what: 'focus ring on a notice', fg: focusRing, bg: at(GAIDO, '.notice', 'background'), min: NON_TEXT },
  {
    what: 'focus ring on a tour page notice',
    fg: focusRing,
    bg: at(TOURS, TOUR_NOTICE, 'background'),
    min: NON_TEXT,
  },
  {
    what: 'focus ring on a highlighted menu item',
    fg: focusRing,
    bg: at(HEADER, MENU_ITEM_ACTIVE, 'background'),
    min: NON_TEXT,
  },
  {
    what: 'focus ring on the gems map',
    fg: focusRing,
    bg: at(GEMS, '.map-canvas-box', 'background'),
    min: NON_TEXT,
  },
  {
    what: 'focus ring on a folder map',
    fg: focusRing,
    bg: at(GEMS, '.folder-map', 'background'),
    min: NON_TEXT,
  },
  {
    what: 'focus ring on a chosen departure',
    fg: focusRing,
    bg: at(TOURS, SLOT_CHOSEN, 'background'),
    min: NON_TEXT,
  },
  {
    what: 'survey: focus ring on a score',
    fg: at(SURVEY, '.survey-score input:focus-visible + span', 'outline'),
    bg: at(SURVEY, '.survey', 'background'),
    min: NON_TEXT,
  },
  {
    what: 'quiz: focus ring on a choice',
    fg: at(QUIZ, '.choice-card:has(input:focus-visible)', 'outline'),
    bg: at(QUIZ, '.quiz', 'background'),
    min: NON_TEXT,
  },
  {
    what: 'account: a link row, hovered or focused',
    fg: at(PROFILE, ACCOUNT_LINK_ACTIVE, 'color'),
    bg: at(PROFILE, ACCOUNT_LINK_ACTIVE, 'background'),
    min: TEXT,
  },
  {
    what: 'save panel: a folder row, hovered or focused',
    fg: text,
    bg: at(GEMS, FOLDER_OPTION_ACTIVE, 'background'),
    min: TEXT,
  },
  {
    what: 'save panel: the "Saved in" badge',
    fg: at(GEMS, '.saved-state', 'color'),
    bg: at(GEMS, '.saved-state', 'background'),
    min: TEXT,
  },
  // A rating's stars: the filled ones against the empty ones' grey and the card (1.4.11, a graphic that
  // carries the rating; the number beside them says it too).
  { what: 'rating: an empty star', fg: at(RATING, '.rating-stars', 'color'), bg: surface, min: NON_TEXT },
  {
    what: 'rating: a filled star',
    fg: at(RATING, '.rating-stars::before', 'color'),
    bg: surface,
    min: NON_TEXT,
  },
  {
    what: 'rating: the one star of a compact rating',
    fg: at(RATING, '.rating-star', 'color'),
    bg: surface,
    min: NON_TEXT,
  },
  {
    what: 'review stars: the chosen rating ("4 of 5")',
    fg: at(RATING, '.star-rating-value', 'color'),
    bg: surface,
    min: TEXT,
  },
  // A review's stars: which are chosen is the control's state (1.4.11), on the review form's card.
  {
    what: 'review stars: a star not chosen',
    fg: at(RATING, '.star-rating-star', 'color'),
    bg: surface,
    min: NON_TEXT,
  },
  { what: 'review stars: a chosen star', fg: at(RATING, STAR_CHOSEN, 'color'), bg: surface, min: NON_TEXT },
  {
    what: 'review stars: stars past the pointer',
    fg: at(RATING, '.star-rating-stars:hover .star-rating-star', 'color'),
    bg: surface,
    min: NON_TEXT,
  },
  {
    what: 'review stars: stars up to the pointer',
    fg: at(RATING, STAR_HOVERED, 'color'),
    bg: surface,
    min: NON_TEXT,
  },
  {
    what: 'review stars: focus ring',
    fg: at(RATING, '.star-rating-star:has(input:focus-visible)', 'outline'),
    bg: surface,
    min: NON_TEXT,
  },
  // The carousel's buttons sit on the page, the select and the chips on the filters' panel.
  {
    what: 'carousel: a button’s focus ring',
    fg: at(CAROUSEL, '.ui-carousel-button:focus-visible', 'outline'),
    bg: page,
    min: NON_TEXT,
  },
  {
    what: 'carousel: a button’s arrow on its hover background',
    fg: at(CAROUSEL, '.ui-carousel-button', 'color'),
    bg: at(CAROUSEL, '.ui-carousel-button:hover', 'background'),
    min: NON_TEXT,
  },
  {
    what: 'select: focus ring',
    fg: at(SELECT, '.ui-select-field .ui-select select:focus-visible', 'outline'),
    bg: surface,
    min: NON_TEXT,
  },
  {
    what: 'chips: the chosen chip’s words',
    fg: at(CHIPS, '.ui-chip:has(.ui-chip-input:checked)', 'color'),
    bg: at(CHIPS, '.ui-chip:has(.ui-chip-input:checked)', 'background'),
    min: TEXT,
  },
  {
    what: 'chips: a chip’s words on its hover background',
    fg: at(CHIPS, '.ui-chip', 'color'),
    bg: at(CHIPS, '.ui-chip:hover', 'background'),
    min: TEXT,
  },
  {
    what: 'chips: focus ring',
    fg: at(CHIPS, '.ui-chip:has(.ui-chip-input:focus-visible)', 'outline'),
    bg: surface,
    min: NON_TEXT,
  },
];

/**
 * Colours declared in the apps' stylesheets that nothing is read against, each with why. A colour
 * that is exactly a token (`var(--color-surface)`) is audited with that token's pairs.
 */
const SET_ASIDE = {
  [`${GAIDO} .dialog-overlay background`]: 'the scrim behind a dialog: nothing is read on it',
  ['packages/ui/src/states/states.css .ui-skeleton background']:
    'a skeleton: the grey box that holds the place of what is loading, nothing is read on it',
  ['packages/ui/src/picture/picture.css .ui-picture background']:
    'the tint of a picture’s box until its image arrives: nothing is read on it',
  [`${DIALOG} .ui-dialog-overlay background`]: 'the scrim behind a dialog or a sheet: nothing is read on it',
  [`${TOURS} .filter-sheet::backdrop background`]: 'the scrim behind the filter sheet',
  [`${QUIZ} .quiz-steps li::before background`]:
    'a step not reached yet: its name beside it says so in muted text (in the table), the mark adds nothing',
};

const keyOf = (ref) => `${ref.file} ${ref.selector} ${ref.prop}`;

it('every text reaches 4.5:1 and every focus ring and state indicator 3:1 against what it sits on', () => {
  const failures = [];
  for (const pair of PAIRS) {
    const ratio = wcagContrast(colourOf(pair.fg), colourOf(pair.bg));
    if (ratio < pair.min) failures.push(`${pair.what}: ${ratio.toFixed(2)}:1, needs ${pair.min}:1`);
  }
  assert.deepEqual(failures, []);
});

it('audits every colour the apps declare', () => {
  const audited = new Set([
    ...PAIRS.flatMap((pair) => [keyOf(pair.fg), keyOf(pair.bg)]),
    ...Object.keys(SET_ASIDE),
  ]);
  // A token read as a text colour (or as a background) in some pair, named by the value it holds.
  const auditedTokens = { fg: new Set(), bg: new Set() };
  for (const pair of PAIRS) {
    for (const role of ['fg', 'bg']) {
      const ref = pair[role];
      const value = declared(ref.file, ref.selector, ref.prop);
      const name = ref.prop.startsWith('--') ? ref.prop : value.match(/^var\((--[\w-]+)\)$/)?.[1];
      if (name) auditedTokens[role].add(name);
    }
  }
  const missing = [];
  for (const file of APP_FILES) {
    postcss.parse(readFileSync(join(root, file), 'utf8')).walkDecls((decl) => {
      if (decl.parent?.type !== 'rule') return;
      if (!/^(color|background(-color)?|outline(-color)?)$/.test(decl.prop)) return;
      const selector = decl.parent.selector.replace(/\s+/g, ' ');
      const value = resolveVars(decl.value.replace(/\s*!important$/, ''), `${file} ${selector}`);
      const colour = colourIn(value);
      if (!colour || colour.alpha === 0) return;
      const key = `${file} ${selector} ${decl.prop}`;
      const tokenName = decl.value.match(/^var\((--[\w-]+)\)$/)?.[1];
      const role = decl.prop.startsWith('background') ? 'bg' : 'fg';
      if (!audited.has(key) && !(tokenName && auditedTokens[role].has(tokenName))) missing.push(key);
    });
  }
  assert.deepEqual(missing, []);
});

/** The table with today's ratios, for docs/accessibility.md: `node --test` prints it with GAIDO_PRINT_CONTRAST=1. */
if (process.env.GAIDO_PRINT_CONTRAST) {
  for (const pair of PAIRS) {
    const ratio = wcagContrast(colourOf(pair.fg), colourOf(pair.bg));
    console.log(`| ${pair.what} | ${ratio.toFixed(2)}:1 | ${pair.min}:1 |`);
  }
}
