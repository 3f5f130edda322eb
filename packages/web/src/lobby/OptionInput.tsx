/** One of the game's own options as its engine declares it (`facts.options`): a box, a list or a field. */
import type { OptionSpec } from '@tabula/engine';

export function OptionInput({
  spec,
  label,
  value,
  onChange,
}: {
  spec: OptionSpec;
  label: string;
  value: string | number | boolean;
  onChange(v: string | number | boolean): void;
}) {
  if (spec.type === 'boolean') {
    return (
      <label className="check" title={spec.description}>
        <input
          type="checkbox"
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
          data-testid={`opt-${spec.name}`}
        />
        {label}
      </label>
    );
  }
  if (spec.values) {
    return (
      <label title={spec.description}>
        {label}
        <select
          value={String(value)}
          onChange={(e) => onChange(spec.type === 'number' ? Number(e.target.value) : e.target.value)}
          data-testid={`opt-${spec.name}`}
        >
          {spec.values.map((v) => (
            <option key={String(v)} value={String(v)}>
              {String(v)}
            </option>
          ))}
        </select>
      </label>
    );
  }
  return (
    <label title={spec.description}>
      {label}
      <input
        type={spec.type === 'number' ? 'number' : 'text'}
        value={String(value)}
        onChange={(e) => onChange(spec.type === 'number' ? Number(e.target.value) : e.target.value)}
        data-testid={`opt-${spec.name}`}
      />
    </label>
  );
}
