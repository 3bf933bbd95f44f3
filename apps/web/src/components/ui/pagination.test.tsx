import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';

describe('pageItems', () => {
  it('shows every number when there are few pages', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps a window around the current page plus the first and the last, always seven items', () => {
    expect(pageItems(1, 40)).toEqual([1, 2, 3, 4, 5, 'gap', 40]);
    expect(pageItems(4, 40)).toEqual([1, 2, 3, 4, 5, 'gap', 40]);
    expect(pageItems(5, 40)).toEqual([1, 'gap', 4, 5, 6, 'gap', 40]);
    expect(pageItems(20, 40)).toEqual([1, 'gap', 19, 20, 21, 'gap', 40]);
    expect(pageItems(37, 40)).toEqual([1, 'gap', 36, 37, 38, 39, 40]);
    expect(pageItems(40, 40)).toEqual([1, 'gap', 36, 37, 38, 39, 40]);
  });
});
