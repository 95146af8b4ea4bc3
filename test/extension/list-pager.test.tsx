// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ListPager } from '../../extension/components/ListPager.tsx';
import { PAGE_SIZE } from '../../shared/normalize.ts';
import { mount } from './dom-helpers.ts';

describe('the pager under the push and request lists', () => {
  it('is not there while the first page is not full', () => {
    const page = mount(<ListPager page={1} count={PAGE_SIZE - 1} setPage={() => {}} />);
    expect(page.root.querySelector('nav')).toBeNull();
  });

  it('offers an older page after a full first page, and no newer one', () => {
    const asked: number[] = [];
    const page = mount(<ListPager page={1} count={PAGE_SIZE} setPage={(n) => asked.push(n)} />);
    const [newer, older] = [...page.root.querySelectorAll('button')];
    expect(newer?.disabled).toBe(true);
    expect(older?.disabled).toBe(false);
    older?.click();
    expect(asked).toEqual([2]);
  });

  it('offers the newer page from a last page that is not full, and no older one', () => {
    const asked: number[] = [];
    const page = mount(<ListPager page={3} count={2} setPage={(n) => asked.push(n)} />);
    const [newer, older] = [...page.root.querySelectorAll('button')];
    expect(page.root.textContent).toContain('3');
    expect(older?.disabled).toBe(true);
    newer?.click();
    expect(asked).toEqual([2]);
  });
});
