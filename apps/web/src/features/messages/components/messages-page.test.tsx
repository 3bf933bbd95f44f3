import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { CANNED_COACH_REPLY } from '../sample-conversations';
import MessagesPage from './messages-page';

const list = () => within(screen.getByRole('region', { name: 'Conversations' }));
const conversationNames = () => list().queryAllByRole('button').map((b) => b.textContent ?? '');

afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderRoute(<MessagesPage />, { path: '/messages' });
  return user;
}

describe('MessagesPage', { timeout: 20_000 }, () => {
  it('says the conversations are examples, and lists them with the guidelines', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText('These conversations are examples')).toBeInTheDocument();
    expect(screen.getByText(/not sent to anyone/)).toBeInTheDocument();
    expect(conversationNames()).toHaveLength(3);
    expect(screen.getByText('Coaches typically respond within 24 hours.')).toBeInTheDocument();
  });

  it("searches over the coach's name and the last message", async () => {
    const user = setup();
    const search = screen.getByRole('searchbox', { name: 'Search conversations' });
    await user.type(search, 'marcus');
    expect(conversationNames()).toEqual([expect.stringContaining('Marcus Johnson')]);
    await user.clear(search);
    await user.type(search, 'THURSDAY');
    expect(conversationNames()).toEqual([expect.stringContaining('Dr. Sarah Chen')]);
    await user.clear(search);
    await user.type(search, 'interview');
    // Only the last message counts: Priya's thread mentions an interview earlier, not last.
    expect(conversationNames()).toEqual([]);
    expect(list().getByRole('status')).toHaveTextContent('No conversations match “interview”.');
  });

  it('opens a thread, clearing its unread count, and goes back to the list', async () => {
    const user = setup();
    const sarah = list().getByRole('button', { name: /Dr. Sarah Chen/ });
    expect(sarah).toHaveTextContent('2 unread');
    await user.click(sarah);
    const thread = within(screen.getByRole('region', { name: 'Conversation with Dr. Sarah Chen' }));
    expect(thread.getByRole('log')).toHaveTextContent('Would Thursday at 4 pm work for you?');
    await user.click(thread.getByRole('button', { name: 'Back to conversations' }));
    expect(list().getByRole('button', { name: /Dr. Sarah Chen/ })).not.toHaveTextContent('unread');
  });

  it('sends with Enter, makes a new line with Shift+Enter, stays disabled when empty, and the coach answers after 2 s', async () => {
    const user = setup();
    await user.click(list().getByRole('button', { name: /Marcus Johnson/ }));
    const thread = within(screen.getByRole('region', { name: 'Conversation with Marcus Johnson' }));
    const box = thread.getByRole('textbox', { name: 'Message Marcus Johnson' });
    const send = thread.getByRole('button', { name: 'Send message' });
    const messageCount = () => thread.getByRole('log').querySelectorAll('time').length;
    const before = messageCount();
    expect(send).toBeDisabled();
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(messageCount()).toBe(before);

    await user.clear(box);
    await user.type(box, 'It went well!{Shift>}{Enter}{/Shift}Two lines.');
    expect(box).toHaveValue('It went well!\nTwo lines.');
    expect(send).toBeEnabled();
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('');
    expect(messageCount()).toBe(before + 1);
    expect(thread.getByRole('log')).toHaveTextContent(/It went well!\s+Two lines\./);
    expect(thread.getByRole('status')).toHaveTextContent('Marcus Johnson is typing...');

    act(() => vi.advanceTimersByTime(1900));
    expect(thread.getByRole('log')).not.toHaveTextContent(CANNED_COACH_REPLY);
    act(() => vi.advanceTimersByTime(100));
    expect(thread.getByRole('log')).toHaveTextContent(CANNED_COACH_REPLY);
    expect(messageCount()).toBe(before + 2);
    expect(thread.queryByRole('status')).not.toBeInTheDocument();
    expect(list().getByRole('button', { name: /Marcus Johnson/ })).toHaveTextContent(CANNED_COACH_REPLY.slice(0, 20));
  });

  it('sends with the Send button too', async () => {
    const user = setup();
    await user.click(list().getByRole('button', { name: /Priya Patel/ }));
    const thread = within(screen.getByRole('region', { name: 'Conversation with Priya Patel' }));
    await user.type(thread.getByRole('textbox', { name: 'Message Priya Patel' }), 'Thank you');
    await user.click(thread.getByRole('button', { name: 'Send message' }));
    expect(thread.getByRole('log')).toHaveTextContent('Thank you');
  });
});
