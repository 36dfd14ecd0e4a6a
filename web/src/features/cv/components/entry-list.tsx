/**
 * One list section of the builder (experience, education, certifications, projects,
 * achievements, references): each entry a group of fields with Move up, Move down and Remove
 * buttons. After a move the focus stays on the button that was pressed, in the entry's new
 * place (or its other move button when that one now stands at an end); after a removal it goes
 * to the next entry's first field, else to the Add button.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { FormField, TextareaField } from '@/components/ui/form-field';
import { itemAdded, itemMoved, itemRemoved, itemUpdated } from '@/features/cv/cv-slice';
import { MAX_CV_ITEMS, type ListSection, type ListSections } from '@/features/cv/types';
import '@/features/cv/texts';

export type FieldKind = 'text' | 'textarea' | 'month' | 'date' | 'url' | 'email' | 'tel' | 'checkbox' | 'list';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
}

type Item = { id: string } & Record<string, unknown>;

interface EntryListProps<S extends Exclude<ListSection, 'customSections'>> {
  section: S;
  items: ListSections[S][];
  fields: readonly FieldSpec[];
  blank: Omit<ListSections[S], 'id'>;
  /** The words that name an entry, e.g. its position and company. */
  nameOf: (item: ListSections[S]) => string;
}

type Focus = { id: string; action: 'up' | 'down' } | { id: string | null; action: 'removed' } | { id: string; action: 'added' };

export function EntryList<S extends Exclude<ListSection, 'customSections'>>({ section, items, fields, blank, nameOf }: EntryListProps<S>) {
  const { t } = useTranslation('cv');
  const dispatch = useAppDispatch();
  const [focus, setFocus] = useState<Focus | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const list = items as unknown as Item[];

  useEffect(() => {
    if (!focus) return;
    setFocus(null);
    if (focus.action === 'removed' || focus.action === 'added') {
      const target = focus.id ? document.getElementById(`${section}-${focus.id}-${fields[0]!.name}`) : addRef.current;
      (target ?? addRef.current)?.focus();
      return;
    }
    const own = document.getElementById(`${section}-${focus.id}-${focus.action}`) as HTMLButtonElement | null;
    const other = document.getElementById(`${section}-${focus.id}-${focus.action === 'up' ? 'down' : 'up'}`) as HTMLButtonElement | null;
    (own && !own.disabled ? own : other)?.focus();
  }, [focus, section, fields]);

  function move(id: string, direction: 'up' | 'down') {
    dispatch(itemMoved({ section, id, direction }));
    setFocus({ id, action: direction });
  }

  function remove(index: number) {
    const id = list[index]!.id;
    const next = list[index + 1]?.id ?? list[index - 1]?.id ?? null;
    dispatch(itemRemoved({ section, id }));
    setFocus({ id: next, action: 'removed' });
  }

  function add() {
    const action = itemAdded(section, blank as never);
    dispatch(action);
    setFocus({ id: action.payload.item.id, action: 'added' });
  }

  function change(id: string, name: string, value: unknown) {
    dispatch(itemUpdated({ section, id, changes: { [name]: value } }));
  }

  return (
    <div className="space-y-4">
      {list.length === 0 ? <p className="text-sm text-gray-600">{t(`sections.${section}.empty`)}</p> : null}
      <ol className="space-y-4" aria-label={t(`sections.${section}.title`)}>
        {list.map((item, index) => {
          const label = nameOf(item as unknown as ListSections[S]) || t(`sections.${section}.untitled`, { number: index + 1 });
          return (
            <li key={item.id}>
              <fieldset className="rounded-xl border border-gray-200 bg-white p-4">
                <legend className="px-1 text-sm font-semibold text-gray-900">{label}</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  {fields.map((field) => (
                    <EntryField key={field.name} section={section} item={item} field={field} onChange={change} />
                  ))}
                </div>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button
                    id={`${section}-${item.id}-up`}
                    variant="secondary"
                    size="sm"
                    disabled={index === 0}
                    aria-label={t('entry.moveUp', { name: label })}
                    onClick={() => move(item.id, 'up')}
                  >
                    {t('entry.up')}
                  </Button>
                  <Button
                    id={`${section}-${item.id}-down`}
                    variant="secondary"
                    size="sm"
                    disabled={index === list.length - 1}
                    aria-label={t('entry.moveDown', { name: label })}
                    onClick={() => move(item.id, 'down')}
                  >
                    {t('entry.down')}
                  </Button>
                  <Button variant="ghost" size="sm" className="text-red-700!" aria-label={t('entry.remove', { name: label })} onClick={() => remove(index)}>
                    {t('entry.removeShort')}
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button ref={addRef} variant="secondary" onClick={add} disabled={list.length >= MAX_CV_ITEMS}>
        {t(`sections.${section}.add`)}
      </Button>
      {list.length >= MAX_CV_ITEMS ? <p className="text-sm text-gray-600">{t('entry.full', { max: MAX_CV_ITEMS })}</p> : null}
    </div>
  );
}

function EntryField({ section, item, field, onChange }: { section: string; item: Item; field: FieldSpec; onChange: (id: string, name: string, value: unknown) => void }) {
  const { t } = useTranslation('cv');
  const id = `${section}-${item.id}-${field.name}`;
  const label = t(`fields.${field.name}`);
  const value = item[field.name];
  if (field.kind === 'checkbox') {
    return (
      <label htmlFor={id} className="flex min-h-11 items-center gap-2 text-sm font-medium text-gray-900 sm:col-span-2">
        <input id={id} type="checkbox" className="size-5 accent-teal-700" checked={value === true} onChange={(event) => onChange(item.id, field.name, event.target.checked)} />
        {label}
      </label>
    );
  }
  if (field.kind === 'textarea') {
    return (
      <TextareaField
        id={id}
        label={label}
        className="sm:col-span-2"
        rows={4}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(item.id, field.name, event.target.value)}
      />
    );
  }
  if (field.kind === 'list') {
    const items = Array.isArray(value) ? (value as string[]) : [];
    return (
      <ListInput id={id} label={label} hint={t('fields.listHint')} values={items} onChange={(next) => onChange(item.id, field.name, next)} />
    );
  }
  const disabled = field.name === 'endDate' && item.current === true;
  return (
    <FormField
      id={id}
      label={label}
      type={field.kind}
      hint={field.kind === 'month' ? t('fields.monthHint') : undefined}
      disabled={disabled}
      value={disabled ? '' : typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(item.id, field.name, event.target.value)}
    />
  );
}

/** A comma-separated list (a project's technologies), kept as typed until the field is left. */
function ListInput({ id, label, hint, values, onChange }: { id: string; label: string; hint: string; values: string[]; onChange: (next: string[]) => void }) {
  const [text, setText] = useState(values.join(', '));
  const [editing, setEditing] = useState(false);
  const shown = editing ? text : values.join(', ');
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      className="sm:col-span-2"
      value={shown}
      onFocus={() => {
        setText(values.join(', '));
        setEditing(true);
      }}
      onChange={(event) => {
        setText(event.target.value);
        onChange(
          event.target.value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        );
      }}
      onBlur={() => setEditing(false)}
    />
  );
}
