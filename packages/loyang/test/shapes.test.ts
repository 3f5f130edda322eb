/**
 * Issue 41, item 7 (and issue 43's mutation measurement, which found these unasserted): every
 * action type's fields and their JSON types, as the refusal of a malformed action states them. A
 * player (or a client) sending a wrong field learns which field and what it must be, and a missing
 * field is named — for the decisions the rules owe as well as the actions of a phase.
 */
import { describe, expect, it } from 'vitest';
import { shapeProblem } from '../src/shape';

/** The fields each owed decision needs (L-2.7, L-9, the Helper reference), with a wrong value. */
const NEEDS: Array<[type: string, field: string, name: string, wrong: unknown]> = [
  ['pickField', 'field', 'a string', 7],
  ['sowField', 'field', 'a string', null],
  ['handIn', 'veg', 'a string', ['wheat']],
  ['skipDelivery', 'card', 'a string', 1],
  ['serve', 'card', 'a string', {}],
  ['keep', 'cards', 'a list of strings', ['C01', 2]],
  ['shopCount', 'n', 'an integer', 1.5],
  ['nameVeg', 'veg', 'a string', true],
  ['crierSell', 'stall', 'a string', 3],
  ['crierSell', 'offer', 'an integer', '2'],
  ['pickPile', 'field', 'a string', 0],
  ['returnVeg', 'veg', 'a string', 0],
  ['foreman', 'take', 'true or false', 'yes'],
];

describe('a malformed action names its field and what it must be', () => {
  for (const [type, field, name, wrong] of NEEDS) {
    it(`${type}.${field} is ${name}`, () => {
      expect(shapeProblem({ type, [field]: wrong })).toBe(`"${field}" of a ${type} action is ${name}`);
      const others = type === 'crierSell' && field === 'offer' ? { stall: 'S1' } : {};
      expect(shapeProblem({ type, ...others })).toMatch(
        new RegExp(`^a ${type} action has exactly the fields type, .*\\("${field}" is missing\\)$`),
      );
    });
  }

  it('lists optional fields with a question mark, and takes them when well typed', () => {
    expect(shapeProblem({ type: 'pickPile', field: 'F1', putBack: 3 })).toBe(
      '"putBack" of a pickPile action is a string',
    );
    expect(shapeProblem({ type: 'pickPile', field: 'F1', extra: 1 })).toBe(
      'a pickPile action has exactly the fields type, field, putBack? (not "extra")',
    );
    expect(shapeProblem({ type: 'pickPile', field: 'F1', putBack: 'F2' })).toBeNull();
    expect(shapeProblem({ type: 'deliver', card: 'C1', double: 1 })).toBe(
      '"double" of a deliver action is true or false',
    );
    expect(shapeProblem({ type: 'deliver', card: 'C1', double: true })).toBeNull();
  });

  it('takes a list of strings only when every item is a string, and a seat as a number or "opponent"', () => {
    expect(shapeProblem({ type: 'keep', cards: ['C1', 'C2'] })).toBeNull();
    expect(shapeProblem({ type: 'keep', cards: 'C1' })).toBe('"cards" of a keep action is a list of strings');
    expect(shapeProblem({ type: 'foreman', take: false })).toBeNull();
    const helper = { type: 'helper', card: 'H1', option: 1 };
    expect(shapeProblem({ ...helper, seat: 'x' })).toBe('"seat" of a helper action is a seat number or "opponent"');
    expect(shapeProblem({ ...helper, seat: 'opponent' })).toBeNull();
    expect(shapeProblem({ ...helper, seat: 1 })).toBeNull();
  });

  it('refuses a list or a non-object as an action, and shortens an unknown key to 40 characters', () => {
    expect(shapeProblem([{ type: 'harvest' }])).toBe('an action is an object with a string "type"');
    expect(shapeProblem('harvest')).toBe('an action is an object with a string "type"');
    expect(shapeProblem({ type: 'harvest', ['k'.repeat(60)]: 1 })).toBe(
      `a harvest action has exactly the fields type (not "${'k'.repeat(40)}")`,
    );
  });
});
