import type { FormInstance } from 'antd';
import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { withChunkTimeout } from '../lib/lazy-chunk.ts';
import { usePressGuard } from './use-press-guard.ts';

/**
 * A control of a form other than a text field, found again in the real form (whose id is the form's name): a radio of
 * a group (StandInRadioButtons) by the group's field and the radio's value, or a button by its text (or aria-label, an
 * icon's button) and which of the form's buttons so named it is.
 */
export type StandInControl =
  | { form: string; radio: string; value: string }
  | { form: string; button: string; nth: number };

/** A button's name as the swap matches it: its aria-label or text, without spaces (antd spaces two characters: 保 存). */
const buttonName = (button: HTMLButtonElement) =>
  (button.getAttribute('aria-label') ?? button.textContent ?? '').replace(/\s/g, '');

/** A radio or a button of the stand-in with the focus, as the real form is to find it. */
const controlOf = (form: HTMLFormElement, active: Element | null): StandInControl | undefined => {
  if (!active || !form.contains(active)) return undefined;
  if (active instanceof HTMLInputElement && active.type === 'radio' && active.name) {
    return { form: form.id, radio: active.name, value: active.value };
  }
  if (active instanceof HTMLButtonElement) {
    const name = buttonName(active);
    const named = Array.from(form.querySelectorAll('button')).filter((button) => buttonName(button) === name);
    return { form: form.id, button: name, nth: named.indexOf(active) };
  }
  return undefined;
};

/** The same radio (in the group of the field's id, antd's `<form name>_<field>`) or button in the real form. */
const controlIn = (control: StandInControl): HTMLElement | undefined => {
  const form = document.getElementById(control.form);
  if (!form) return undefined;
  if ('radio' in control) {
    const group = document.getElementById(`${control.form}_${control.radio}`);
    const radios = Array.from(group?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? []);
    return radios.find((radio) => radio.value === control.value);
  }
  const named = Array.from(form.querySelectorAll('button')).filter(
    (button) => buttonName(button) === control.button,
  );
  return named[control.nth];
};

/** What a form's stand-in hands the real form when it takes its place. */
export interface StandInHandOver {
  /** The fields as typed (a group of radios: as chosen) in the stand-in, by field name; read-only ones are not. */
  values: Record<string, string>;
  /** The field that had the focus, and the caret or selection in its text. */
  focus: string | undefined;
  caret?: { start: number; end: number } | undefined;
  /** The radio or button that had the focus (not a text field): the focus goes to the same one in the real form. */
  control?: StandInControl | undefined;
  /** Password fields shown in clear text (their eye pressed). */
  shown: string[];
  /** Submitted before the real form arrived: it submits once it has. */
  submit: boolean;
  /** A button of the form pressed before the real form arrived (e.g. 获取验证码): it acts once it has. */
  press: string | undefined;
}

/**
 * A form drawn by a stand-in until it is first used, then by the real form (antd's Form with its rules) loaded from
 * its own chunk: antd's Form is about 30 KiB of a page's JavaScript (docs/decisions/034). The stand-in is a `<form>`
 * drawn as antd draws the real one (components/form/form-stand-in.tsx), its fields uncontrolled with antd's ids
 * (`<form name>_<field>`). Pointing at it or focusing it loads the real form, which then takes its place with what was
 * typed, the focus and the fields shown in clear; a submit or a named button pressed before then acts once it has.
 * The swap waits for a press to be over (usePressGuard), so the press is not lost.
 */
export const useFormStandIn = <P extends object>(formName: string, load: () => Promise<ComponentType<P>>) => {
  const ref = useRef<HTMLFormElement>(null);
  const [real, setReal] = useState<{ Form: ComponentType<P>; handOver: StandInHandOver }>();
  const intent = useRef<{ submit: boolean; press: string | undefined }>({ submit: false, press: undefined });
  const loading = useRef<Promise<ComponentType<P>> | undefined>(undefined);
  const swapped = useRef(false);
  const mounted = useRef(false);
  // an input method's composition in a field (拼音 being typed): the swap waits for it to end, else it ends half typed
  const composing = useRef(false);
  // the file dialog open from the stand-in: the swap waits for the choice, which the stand-in's input receives
  const choosingFile = useRef(false);
  const arrived = useRef<ComponentType<P> | undefined>(undefined);
  const { whenFree, pressHandlers } = usePressGuard();
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const swap = (Form: ComponentType<P>) => {
    if (!mounted.current || swapped.current) return;
    if (composing.current || choosingFile.current) {
      arrived.current = Form;
      return;
    }
    swapped.current = true;
    const prefix = `${formName}_`;
    const values: Record<string, string> = {};
    const shown: string[] = [];
    let focus: string | undefined;
    let caret: StandInHandOver['caret'];
    for (const element of Array.from(ref.current?.elements ?? [])) {
      if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
      // a group of radios (StandInRadioButtons) by its name: the one checked, if any
      if (element instanceof HTMLInputElement && element.type === 'radio') {
        if (element.checked && element.name) values[element.name] = element.value;
        continue;
      }
      if (!element.id.startsWith(prefix)) continue;
      const field = element.id.slice(prefix.length);
      if (element === document.activeElement) {
        focus = field;
        const { selectionStart: start, selectionEnd: end } = element;
        if (start !== null && end !== null) caret = { start, end };
      }
      // a closed choice drawn as it looks (its text is not its value): only where the focus was
      if (element.readOnly) continue;
      values[field] = element.value;
      if (element.type === 'text' && element.closest('.ant-input-password')) shown.push(field);
    }
    const control = ref.current && !focus ? controlOf(ref.current, document.activeElement) : undefined;
    // read and replaced in one task: a key pressed between the two (each key event is a task of its own) would be
    // typed into the stand-in after its values were read, and lost
    flushSync(() => setReal({ Form, handOver: { values, focus, caret, control, shown, ...intent.current } }));
  };

  const swapIfArrived = () => {
    const Form = arrived.current;
    if (Form) whenFree(() => swap(Form));
  };

  const start = () => {
    loading.current ??= withChunkTimeout(load()).catch((failure: unknown) => {
      // tried again at the next use
      loading.current = undefined;
      throw failure;
    });
    loading.current.then(
      (Form) => whenFree(() => swap(Form)),
      () => undefined,
    );
  };

  return {
    /** The real form and what the stand-in hands it, once it has taken the stand-in's place. */
    real,
    /** For the stand-in's `<form>`. */
    standInProps: {
      ref,
      name: formName,
      id: formName,
      onPointerEnter: start,
      onFocus: start,
      ...pressHandlers,
      onCompositionStart: () => {
        composing.current = true;
      },
      onCompositionEnd: () => {
        composing.current = false;
        swapIfArrived();
      },
      onSubmit: (event: { preventDefault: () => void }) => {
        event.preventDefault();
        intent.current.submit = true;
        start();
      },
    },
    /** For a button of the stand-in other than submit: the real form does what it stands for once it is there. */
    press: (name: string) => {
      intent.current.press = name;
      start();
    },
    /**
     * For a file input of the stand-in: opened (true), the swap waits until its dialog is closed (false: a file
     * chosen, which the caller keeps for the real form, or the dialog cancelled).
     */
    choosingFile: (open: boolean) => {
      choosingFile.current = open;
      if (open) start();
      else swapIfArrived();
    },
  };
};

/**
 * In the real form, once, when it has taken the stand-in's place and before it is painted: what was typed (set, not
 * the form's initial values, which a reset returns to), the focus back in its field with the caret where it was (or on
 * the same radio or button), the password fields shown as they were, and the submit or press made meanwhile.
 */
export const useStandInHandOver = (
  form: FormInstance,
  handOver: StandInHandOver | undefined,
  onPress?: (name: string) => void,
) => {
  // once: React's development mode runs an effect twice, which would submit (or send a code) twice
  const handedOver = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stand-in's state at the swap, once
  useLayoutEffect(() => {
    if (!handOver || handedOver.current) return;
    handedOver.current = true;
    form.setFieldsValue(handOver.values);
    for (const field of handOver.shown) {
      const input = form.getFieldInstance(field)?.input as HTMLInputElement | undefined;
      input?.closest('.ant-input-password')?.querySelector<HTMLElement>('.ant-input-password-icon')?.click();
    }
    if (handOver.focus) {
      form.getFieldInstance(handOver.focus)?.focus?.({ cursor: 'end' });
      const active = document.activeElement;
      const { caret } = handOver;
      if (caret && (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement)) {
        try {
          active.setSelectionRange(caret.start, caret.end);
        } catch {
          // a field without a caret (e-mail, number): the focus stays at the end
        }
      }
    } else if (handOver.control) controlIn(handOver.control)?.focus();
    if (handOver.press) onPress?.(handOver.press);
    if (handOver.submit) form.submit();
  }, []);
};
