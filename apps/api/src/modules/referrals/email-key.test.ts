import { describe, expect, it } from 'vitest';
import { emailKey } from './email-key';

describe('emailKey', () => {
  it('folds the aliases of one mailbox together', () => {
    expect(emailKey(' Ann.Lee+bloom@Gmail.com ')).toBe('annlee@gmail.com');
    expect(emailKey('a.n.n.lee@googlemail.com')).toBe('annlee@gmail.com');
    expect(emailKey('ann+x@state.edu')).toBe('ann@state.edu');
    expect(emailKey('ANN@STATE.EDU')).toBe('ann@state.edu');
  });

  it('keeps what tells mailboxes apart elsewhere', () => {
    expect(emailKey('ann.lee@state.edu')).toBe('ann.lee@state.edu');
    expect(emailKey('ann.lee@state.edu')).not.toBe(emailKey('annlee@state.edu'));
    expect(emailKey('+tag@state.edu')).toBe('+tag@state.edu');
  });
});
