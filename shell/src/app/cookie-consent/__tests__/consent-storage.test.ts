import { CONSENT_STORAGE_KEY, readConsent, saveConsent } from '../consent-storage';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(initial));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

function throwingStorage(): Storage {
  const fail = () => {
    throw new Error('SecurityError: storage is disabled');
  };
  return { length: 0, clear: fail, getItem: fail, key: fail, removeItem: fail, setItem: fail };
}

const valid = {
  necessary: true,
  functional: true,
  performance: false,
  advertising: true,
  savedAt: '2024-05-01T10:00:00.000Z',
};

describe('consent storage', () => {
  it("stores under 'ef:cookie-consent'", () => {
    expect(CONSENT_STORAGE_KEY).toBe('ef:cookie-consent');
  });

  it('saveConsent stores JSON with necessary always true and the save time, and returns it', () => {
    const storage = memoryStorage();
    const now = new Date('2024-06-02T12:30:00.000Z');
    const consent = saveConsent(storage, { functional: false, performance: true, advertising: false }, now);
    expect(consent).toEqual({
      necessary: true,
      functional: false,
      performance: true,
      advertising: false,
      savedAt: '2024-06-02T12:30:00.000Z',
    });
    expect(JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? 'null')).toEqual(consent);
  });

  it('what saveConsent stores, readConsent reads back', () => {
    const storage = memoryStorage();
    const saved = saveConsent(storage, { functional: true, performance: true, advertising: true });
    expect(readConsent(storage)).toEqual(saved);
  });

  it('readConsent returns a valid stored consent', () => {
    expect(readConsent(memoryStorage({ [CONSENT_STORAGE_KEY]: JSON.stringify(valid) }))).toEqual(valid);
  });

  it('readConsent returns null when nothing is stored', () => {
    expect(readConsent(memoryStorage())).toBeNull();
  });

  it.each([
    ['malformed JSON', '{"necessary": true,'],
    ['a JSON string', '"yes"'],
    ['a number', '42'],
    ['necessary not true', JSON.stringify({ ...valid, necessary: false })],
    ['a flag that is not a boolean', JSON.stringify({ ...valid, performance: 'true' })],
    [
      'a missing flag',
      JSON.stringify({ necessary: true, functional: true, performance: true, savedAt: valid.savedAt }),
    ],
    ['no savedAt', JSON.stringify({ necessary: true, functional: true, performance: true, advertising: true })],
  ])('readConsent ignores %s', (_, stored) => {
    expect(readConsent(memoryStorage({ [CONSENT_STORAGE_KEY]: stored }))).toBeNull();
  });

  it('readConsent returns null when storage throws', () => {
    expect(readConsent(throwingStorage())).toBeNull();
  });

  it('saveConsent still returns the choice when storage throws', () => {
    const consent = saveConsent(throwingStorage(), { functional: true, performance: false, advertising: false });
    expect(consent).toMatchObject({ necessary: true, functional: true, performance: false, advertising: false });
  });
});
