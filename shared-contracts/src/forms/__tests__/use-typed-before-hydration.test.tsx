import { useRef, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRemote } from '../../testing/render-remote';
import { typedFieldValues, useTypedBeforeHydration } from '../use-typed-before-hydration';

interface Values {
  name: string;
  message: string;
  topic: string;
  consent: boolean;
  cv: File | null;
}

const EMPTY: Values = { name: '', message: '', topic: '', consent: false, cv: null };

/** A controlled form, as the site's forms are: the fields show the state, and a render writes the state back. */
function TestForm({ onKeep }: { onKeep?: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  useTypedBeforeHydration(formRef, {
    values,
    setValues: (update: (current: Values) => Values) => {
      onKeep?.();
      setValues(update);
    },
  });
  const text = (name: 'name' | 'message' | 'topic') => ({
    name,
    'aria-label': name,
    value: values[name],
    onChange: ({ currentTarget: { value } }: { currentTarget: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: value })),
  });
  return (
    <form ref={formRef}>
      <input {...text('name')} />
      <textarea {...text('message')} />
      <select {...text('topic')}>
        <option value="">–</option>
        <option value="chairs">Chairs</option>
      </select>
      <input
        type="checkbox"
        name="consent"
        aria-label="consent"
        checked={values.consent}
        onChange={({ currentTarget: { checked } }) => setValues((current) => ({ ...current, consent: checked }))}
      />
      <input type="file" name="cv" aria-label="cv" />
      <output>{`${values.name}|${values.message}|${values.topic}|${values.consent}|${values.cv?.name ?? ''}`}</output>
    </form>
  );
}

const cv = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });

describe('useTypedBeforeHydration', () => {
  it('keeps what the visitor typed, ticked, chose and attached before hydration, through later renders', async () => {
    const user = userEvent.setup();
    await hydrateRemote(<TestForm />, {
      beforeHydration: async () => {
        await user.type(screen.getByLabelText('name'), 'Anna');
        await user.type(screen.getByLabelText('message'), 'Hello');
        await user.selectOptions(screen.getByLabelText('topic'), 'chairs');
        await user.click(screen.getByLabelText('consent'));
        await user.upload(screen.getByLabelText('cv'), cv);
      },
    });
    // The state holds the typed values (the form sends these) ...
    expect(screen.getByRole('status')).toHaveTextContent('Anna|Hello|chairs|true|cv.pdf');
    // ... and a render after a change writes them back, so nothing is lost.
    await user.type(screen.getByLabelText('name'), ' Nowak');
    expect(screen.getByLabelText('name')).toHaveValue('Anna Nowak');
    expect(screen.getByLabelText('message')).toHaveValue('Hello');
    expect(screen.getByLabelText('topic')).toHaveValue('chairs');
    expect(screen.getByLabelText('consent')).toBeChecked();
    expect(screen.getByLabelText<HTMLInputElement>('cv').files?.[0]).toBe(cv);
    expect(screen.getByRole('status')).toHaveTextContent('Anna Nowak|Hello|chairs|true|cv.pdf');
  });

  it('hands over nothing when the visitor typed nothing, or when the form rendered in the browser', async () => {
    const onKeep = jest.fn();
    await hydrateRemote(<TestForm onKeep={onKeep} />, { beforeHydration: () => undefined });
    render(<TestForm onKeep={onKeep} />);
    expect(onKeep).not.toHaveBeenCalled();
  });
});

describe('typedFieldValues', () => {
  it('lists only the fields whose value differs, each as its own kind', () => {
    render(
      <form aria-label="form">
        <input name="name" defaultValue="Anna" />
        <textarea name="message" />
        <select name="topic" aria-label="topic" defaultValue="">
          <option value="">–</option>
          <option value="chairs">Chairs</option>
        </select>
        <input type="checkbox" name="consent" />
        <input type="file" name="cv" />
        <input name="unknown" defaultValue="x" />
      </form>,
    );
    fireEvent.change(screen.getByLabelText('topic'), { target: { value: 'chairs' } });
    const form = screen.getByRole<HTMLFormElement>('form');
    expect(typedFieldValues(form, EMPTY)).toEqual({ name: 'Anna', topic: 'chairs' });
    expect(typedFieldValues(form, { ...EMPTY, name: 'Anna', topic: 'chairs', consent: true })).toEqual({
      consent: false,
    });
  });
});
