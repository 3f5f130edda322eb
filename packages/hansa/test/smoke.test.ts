import { playRandomGame } from '@tabula/engine';
import { describe, expect, it } from 'vitest';
import { hansa } from '../src';

describe('hansa smoke', () => {
  it('plays a random 4-player game to the end', () => {
    const r = playRandomGame(hansa, { players: 4, seed: 'smoke' });
    expect(r.error).toBeNull();
    expect(r.outcome).not.toBeNull();
  });
});
