(() => {
  // Checks run inside the page, injected as a script tag beside axe-core (plain JS: nothing to compile): controls
  // still wearing the browser's default button or input styling, fixed elements covering an interactive element
  // where no scrolling can uncover it, cropped artwork, and content spilling out of a not-yet-drawn part's
  // placeholder, field texts cut off, dialogs whose content touches their sides. Each returns one line per offending
  // element, naming it.

  /** A short name for an element: tag, id or first classes, and its text or label. */
  function describe(element) {
    const id = element.id ? `#${element.id}` : '';
    const classes =
      typeof element.className === 'string' && element.className.trim()
        ? `.${element.className.trim().split(/\s+/).slice(0, 2).join('.')}`
        : '';
    const type = element instanceof HTMLInputElement ? `[type=${element.type}]` : '';
    const text = (element.getAttribute('aria-label') ?? element.innerText ?? '').trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}${type}${id}${classes}> "${text}"`;
  }

  function visible(element) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    // Off screen on purpose (a honeypot field, a skip link until focused) or hidden from everyone.
    if (box.right < 0 || box.bottom + window.scrollY < 0 || element.closest('[aria-hidden="true"], [inert]')) {
      return false;
    }
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
  }

  /**
   * Controls drawn as the browser draws them unstyled. Chromium's user-agent sheet gives buttons a ButtonFace
   * background (rgb(239, 239, 239) light, rgb(107, 107, 107) dark) and a 2px outset border, text inputs a 2px inset
   * border, and checkboxes and radios their native look (appearance: auto) in the system accent. A product control
   * sets its own background and border (`.btn`, `.input`), or for a checkbox at least its accent colour.
   */
  function defaultStyledControls() {
    const BUTTON_FACES = new Set(['rgb(239, 239, 239)', 'rgb(107, 107, 107)']);
    const TEXT_TYPES = new Set(['text', 'search', 'email', 'password', 'url', 'tel', 'number', 'date', '']);
    const found = [];
    for (const element of document.querySelectorAll('button, input, select, textarea, ul, ol')) {
      if (!visible(element)) continue;
      const style = getComputedStyle(element);
      const borders = [style.borderTopStyle, style.borderRightStyle, style.borderBottomStyle, style.borderLeftStyle];
      const isButton =
        element instanceof HTMLButtonElement ||
        (element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type));
      if (isButton) {
        if (BUTTON_FACES.has(style.backgroundColor) || borders.includes('outset')) {
          found.push(`default button styling: ${describe(element)}`);
        }
      } else if (element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)) {
        if (style.appearance !== 'none' && style.accentColor === 'auto') {
          found.push(`native ${element.type}: ${describe(element)}`);
        }
      } else if (
        (element instanceof HTMLInputElement && TEXT_TYPES.has(element.type)) ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement
      ) {
        if (borders.includes('inset') || (element instanceof HTMLSelectElement && style.borderRadius === '0px')) {
          found.push(`default input styling: ${describe(element)}`);
        }
      } else if (element.hasAttribute('aria-label') && style.listStyleType !== 'none') {
        // A list the product names for assistive tech is a component (devices, cards), not prose: no bullets.
        found.push(`list with default bullets: ${describe(element)}`);
      }
    }
    return found;
  }

  /** Interactive elements on the page, visible and not inside a fixed or sticky element themselves. */
  function interactiveElements() {
    const selector = 'a[href], button, input:not([type=hidden]), select, textarea, [tabindex]:not([tabindex="-1"])';
    return [...document.querySelectorAll(selector)].filter((element) => {
      if (!visible(element)) return false;
      for (let node = element; node; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed' || position === 'sticky') return false;
      }
      return true;
    });
  }

  /** The nearest fixed ancestor of an element (itself included), or null. */
  function fixedAncestor(element) {
    for (let node = element; node; node = node.parentElement) {
      if (getComputedStyle(node).position === 'fixed') return node;
    }
    return null;
  }

  /**
   * Full-width bars fixed to the top or bottom edge (the header, the phone bottom navigation) frame the page; the
   * area between them is the content area. Scrolling through the page a screen at a time, every interactive
   * element whose centre is in the content area must be the element found at its centre: a fixed element there
   * (a floating button, a banner) covers it, because nothing kept space for it.
   */
  function coveredByFixed() {
    const width = window.innerWidth;
    const height = window.innerHeight;
    let top = 0;
    let bottom = height;
    for (const element of document.querySelectorAll('body *')) {
      const style = getComputedStyle(element);
      if (style.position !== 'fixed' || !visible(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.width < width - 1) continue;
      if (box.top <= 0) top = Math.max(top, box.bottom);
      else if (box.bottom >= height) bottom = Math.min(bottom, box.top);
    }
    const found = new Set();
    const elements = interactiveElements();
    const end = document.documentElement.scrollHeight;
    for (let y = 0; ; y += Math.max(1, bottom - top - 40)) {
      window.scrollTo(0, y);
      for (const element of elements) {
        const box = element.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const cy = box.top + box.height / 2;
        // A pixel of slack at the bars' edges: hit testing rounds, the rectangles do not.
        if (cy < top + 2 || cy >= bottom - 2 || x < 0 || x >= width) continue;
        const hit = document.elementFromPoint(x, cy);
        if (!hit || element.contains(hit) || hit.contains(element)) continue;
        const cover = fixedAncestor(hit);
        if (cover) found.add(`${describe(element)} is covered by ${describe(cover)}`);
      }
      if (window.scrollY + height >= end - 1 || y > end) break;
    }
    window.scrollTo(0, 0);
    return [...found];
  }

  /**
   * Artwork drawn with object-fit: cover in a box of another shape than the picture loses part of it. Showing less
   * than three quarters of it is more than a trim (a phone card's tall strip showed a quarter of the picture).
   */
  function croppedArtwork() {
    const found = [];
    for (const image of document.querySelectorAll('main img')) {
      if (!visible(image) || !image.naturalWidth || getComputedStyle(image).objectFit !== 'cover') continue;
      const box = image.getBoundingClientRect();
      const shown = box.width / box.height;
      const natural = image.naturalWidth / image.naturalHeight;
      if (Math.min(shown, natural) / Math.max(shown, natural) < 0.75) {
        found.push(
          `artwork cropped to ${Math.round((100 * Math.min(shown, natural)) / Math.max(shown, natural))}%: ${describe(image.closest('article') ?? image)}`,
        );
      }
    }
    return found;
  }

  /**
   * Parts drawn only as they near the view (content-visibility: auto) hold a guessed height until then. A guess
   * shorter than their content lets it spill over what follows while skipped, which checkers such as Lighthouse's
   * touch-target audit read as controls lying on top of each other.
   */
  function spillingPlaceholders() {
    // The parts are found through the style sheets' rules: reading every element's computed style cost more.
    const selectors = [];
    const collect = (rules) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule && rule.style.contentVisibility === 'auto') selectors.push(rule.selectorText);
        else if (rule.cssRules) collect(rule.cssRules);
      }
    };
    for (const sheet of document.styleSheets) collect(sheet.cssRules);
    const found = [];
    for (const element of selectors.length ? document.querySelectorAll(`main :is(${selectors.join(', ')})`) : []) {
      const bottom = element.getBoundingClientRect().bottom;
      // Content flows down through the children, so the lowest child's edge is the content's.
      const lowest = Math.max(bottom, ...[...element.children].map((child) => child.getBoundingClientRect().bottom));
      if (lowest > bottom + 1) {
        found.push(`content spills ${Math.round(lowest - bottom)} px past its placeholder: ${describe(element)}`);
      }
    }
    return found;
  }

  /**
   * A field's hint (its placeholder) or one of a select's choices wider than the field: the student reads half an
   * example, or cannot tell two choices apart.
   */
  function cutFieldTexts() {
    const found = [];
    const measure = document.createElement('canvas').getContext('2d');
    /** Each of `texts`, drawn in `font` (a computed style), against the field's room inside its padding. */
    const check = (field, font, texts, what) => {
      const style = getComputedStyle(field);
      const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      measure.font = `${font.fontStyle} ${font.fontWeight} ${font.fontSize} ${font.fontFamily}`;
      for (const text of texts) {
        const needed = measure.measureText(text).width;
        if (needed > room + 1) found.push(`${what} cut (${Math.round(needed)} px in ${Math.round(room)}): '${text}'`);
      }
    };
    for (const field of document.querySelectorAll('input[placeholder]')) {
      if (visible(field) && !field.value)
        check(field, getComputedStyle(field, '::placeholder'), [field.placeholder], 'hint');
    }
    for (const select of document.querySelectorAll('select')) {
      if (visible(select))
        check(
          select,
          getComputedStyle(select),
          [...select.options].map((option) => option.text),
          'choice',
        );
    }
    return found;
  }

  /** The least room a dialog's card leaves between its edges and what it holds (a corner close button fits). */
  const DIALOG_INSET = 8;

  /** An element between `part` and `dialog` that scrolls sideways (its content runs past the dialog by design). */
  function sideScroller(part, dialog) {
    for (let element = part.parentElement; element && element !== dialog; element = element.parentElement) {
      if (/auto|scroll/.test(getComputedStyle(element).overflowX)) return true;
    }
    return false;
  }

  /**
   * Open dialogs drawn as a card (a background of their own) whose text or controls touch the card's side edges:
   * a dialog that lost its padding.
   */
  function crampedDialogs() {
    const found = [];
    for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
      if (!visible(dialog) || getComputedStyle(dialog).backgroundColor === 'rgba(0, 0, 0, 0)') continue;
      const card = dialog.getBoundingClientRect();
      for (const part of dialog.querySelectorAll('h1, h2, h3, p, label, legend, input, select, textarea, button')) {
        if (!visible(part)) continue;
        const box = part.getBoundingClientRect();
        // Hidden but for screen readers (clipped to a pixel), or in a row of its own that scrolls sideways.
        if (box.width <= 1 || box.height <= 1 || sideScroller(part, dialog)) continue;
        const room = Math.min(box.left - card.left, card.right - box.right);
        if (room < DIALOG_INSET)
          found.push(`${describe(part)} is ${Math.round(room)} px from the side of its dialog ${describe(dialog)}`);
      }
    }
    return found;
  }

  window.__visualChecks = {
    defaultStyledControls,
    coveredByFixed,
    croppedArtwork,
    spillingPlaceholders,
    cutFieldTexts,
    crampedDialogs,
  };
})();
