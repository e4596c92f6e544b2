type TextField = HTMLInputElement | HTMLTextAreaElement;

const isTextField = (target: EventTarget | null): target is TextField =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(target.type));

/** Sets a field's text as typing does, so that the app's handlers see it. */
const retype = (field: TextField, text: string) => {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

/**
 * Leaves a field as moving on does, so that the app's checks on leaving it run: Preact hears
 * `blur` on the field, React `focusout` at its root.
 */
const leave = (field: TextField) => {
  field.dispatchEvent(new FocusEvent('blur'));
  field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
};

/**
 * Keeps what the visitor types into a page the server drew, from the moment the app starts until
 * it has taken the page over: the app's handlers were not there to hear it, and a field the app
 * holds the text of (a search box) would start from its own. Releasing types the text of each
 * field typed into again, if it is still on the page, and leaves it again if the visitor left it.
 */
export const keepTypedText = (root: HTMLElement) => {
  const typed = new Map<TextField, string>();
  const left = new Set<TextField>();
  const note = ({ target }: Event) => {
    if (isTextField(target)) typed.set(target, target.value);
  };
  const noteLeft = ({ target }: Event) => {
    if (isTextField(target) && typed.has(target)) left.add(target);
  };
  root.addEventListener('input', note, true);
  root.addEventListener('focusout', noteLeft, true);

  return () => {
    root.removeEventListener('input', note, true);
    root.removeEventListener('focusout', noteLeft, true);
    for (const [field, text] of typed) {
      if (!field.isConnected) continue;
      retype(field, text);
      if (left.has(field) && document.activeElement !== field) leave(field);
    }
    typed.clear();
    left.clear();
  };
};
