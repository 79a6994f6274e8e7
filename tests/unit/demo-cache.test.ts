import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cachedDemo, demoCacheKey } from '../../src/data-layer/demos/demo-cache';
import type { DemoRecord } from '../../src/data-layer/demos/load-demo';

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'demo-cache-'));
}

function writeDemo(dir: string, name: string, code: string): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.tsx`), code);
}

describe('demoCacheKey', () => {
  const root = path.resolve(__dirname, '../..');

  it('is stable for the same files and changes when any file of the folder changes', () => {
    const dir = tempDir();
    writeDemo(dir, 'Basic', 'export default function Basic() { return null; }');
    const first = demoCacheKey(dir, 'Basic', { react: '19' }, root);
    expect(demoCacheKey(dir, 'Basic', { react: '19' }, root)).toBe(first);

    fs.writeFileSync(path.join(dir, 'data.ts'), 'export const rows = [];');
    const withModule = demoCacheKey(dir, 'Basic', { react: '19' }, root);
    expect(withModule).not.toBe(first);

    fs.writeFileSync(path.join(dir, 'data.ts'), 'export const rows = [1];');
    expect(demoCacheKey(dir, 'Basic', { react: '19' }, root)).not.toBe(withModule);
  });

  it('changes with the sandbox versions and keeps the demo name readable', () => {
    const dir = tempDir();
    writeDemo(dir, 'Basic', 'export default function Basic() { return null; }');
    const key = demoCacheKey(dir, 'Basic', { react: '19' }, root);
    expect(key).toMatch(/^Basic-[0-9a-f]{20}$/);
    expect(demoCacheKey(dir, 'Basic', { react: '18' }, root)).not.toBe(key);
  });
});

describe('cachedDemo', () => {
  const record = { name: 'Basic' } as unknown as DemoRecord;

  it('processes a demo once and then answers from the cache', async () => {
    const cacheDir = tempDir();
    const load = jest.fn(async () => record);
    await expect(cachedDemo('Basic-1', load, cacheDir)).resolves.toEqual(record);
    await expect(cachedDemo('Basic-1', load, cacheDir)).resolves.toEqual(record);
    expect(load).toHaveBeenCalledTimes(1);
    expect(fs.readdirSync(cacheDir)).toEqual(['Basic-1.json']);
  });

  it('reprocesses a damaged entry instead of failing', async () => {
    const cacheDir = tempDir();
    fs.writeFileSync(path.join(cacheDir, 'Basic-2.json'), '{"name": "Bas');
    const load = jest.fn(async () => record);
    await expect(cachedDemo('Basic-2', load, cacheDir)).resolves.toEqual(record);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stores nothing when processing fails, so the error repeats on the next build', async () => {
    const cacheDir = tempDir();
    const load = jest.fn(async (): Promise<DemoRecord> => {
      throw new Error('content/en/page/demos/Basic.tsx: unexpected token');
    });
    await expect(cachedDemo('Basic-3', load, cacheDir)).rejects.toThrow('Basic.tsx: unexpected token');
    expect(fs.readdirSync(cacheDir)).toEqual([]);
  });
});
