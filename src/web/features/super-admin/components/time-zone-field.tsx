/** The project's time zone: typed, with the zones this browser knows offered as it is typed. */
import { useId } from 'react';
import { Field } from '@web/components/ui/forms/field';
import { useHydrated } from '@web/lib/use-hydrated';

export function TimeZoneField(props: Parameters<typeof Field>[0]) {
  const list = useId();
  // The list is the browser's own (it may know other zones than the server): written once hydrated.
  const zones = useHydrated() ? Intl.supportedValuesOf('timeZone') : [];
  return (
    <>
      <Field list={list} autoComplete="off" spellCheck={false} maxLength={64} {...props} />
      <datalist id={list}>
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </>
  );
}
