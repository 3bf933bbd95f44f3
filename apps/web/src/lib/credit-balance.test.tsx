import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw';
import {
  checkCredits,
  creditBalanceQueryKey,
  creditLevelOf,
  schoolCreditsToRequest,
  useAllocateSchoolCredits,
  useCreditBalance,
  useCreditInfoSync,
  type CreditBalance,
} from './credit-balance';
import { apiClient } from './http';
import { createQueryClient } from './query-client';

const balance: CreditBalance = {
  available_credits: 2,
  school_name: 'Lakeside University',
  school_credit_balance: 10,
  can_get_school_credits: true,
  school_credit_per_student: 5,
};

function setup() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

afterEach(() => vi.restoreAllMocks());

describe('credit levels and school requests', () => {
  it('maps 0, 1 and 2+ credits to the three levels', () => {
    expect([0, -1, 1, 2, 40].map(creditLevelOf)).toEqual(['none', 'none', 'low', 'sufficient', 'sufficient']);
  });

  it('asks for the per-student allowance (5 when unset), never more than the pool', () => {
    expect(schoolCreditsToRequest({ school_credit_per_student: 5, school_credit_balance: 40 })).toBe(5);
    expect(schoolCreditsToRequest({ school_credit_per_student: 0, school_credit_balance: 40 })).toBe(5);
    expect(schoolCreditsToRequest({ school_credit_per_student: 5, school_credit_balance: 3 })).toBe(3);
  });
});

describe('checkCredits', () => {
  it("passes the server's answer through", async () => {
    server.use(
      http.post('*/api/gamification/credits/check/', () =>
        HttpResponse.json({ success: true, data: { can_book: true, message: 'You have 2 credits available.', available_credits: 2 } }),
      ),
    );
    await expect(checkCredits()).resolves.toEqual({ can_book: true, message: 'You have 2 credits available.', available_credits: 2 });
  });

  it('treats a failed check as cannot book, with 0 credits and the fallback message', async () => {
    server.use(http.post('*/api/gamification/credits/check/', () => new HttpResponse(null, { status: 500 })));
    await expect(checkCredits()).resolves.toEqual({
      can_book: false,
      message: 'Unable to check credit status. Please try again.',
      available_credits: 0,
      error: 'Failed to check credits',
    });
  });
});

describe('useCreditInfoSync', () => {
  it('does not refetch the balance for the credit_info the balance itself carries', async () => {
    let balanceCalls = 0;
    server.use(
      http.get('*/api/gamification/credits/balance/', () => {
        balanceCalls += 1;
        return HttpResponse.json({ success: true, data: balance, credit_info: { available_credits: 2, can_get_school_credits: true } });
      }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(
      () => {
        useCreditInfoSync();
        return useCreditBalance();
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.data?.available_credits).toBe(2));
    // A refetch of a loaded balance: its own credit_info must not cancel and restart it, again and again.
    await act(() => result.current.refetch());
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(balanceCalls).toBe(2);
  });

  it('puts a changed credit_info from any response into the balance at once, then refetches once', async () => {
    let balanceCalls = 0;
    server.use(
      http.get('*/api/gamification/credits/balance/', () => {
        balanceCalls += 1;
        const data = balanceCalls === 1 ? balance : { ...balance, available_credits: 1 };
        return HttpResponse.json({ success: true, data, credit_info: { available_credits: data.available_credits, can_get_school_credits: true } });
      }),
      http.post('*/api/book-session/', () => HttpResponse.json({ id: 1, credit_info: { available_credits: 1, can_get_school_credits: true } })),
    );
    const { wrapper, queryClient } = setup();
    const { result } = renderHook(
      () => {
        useCreditInfoSync();
        return useCreditBalance();
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.data?.available_credits).toBe(2));
    await act(() => apiClient.post('/book-session/', {}));
    expect(queryClient.getQueryData<CreditBalance>(creditBalanceQueryKey)?.available_credits).toBe(1);
    await waitFor(() => expect(balanceCalls).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(balanceCalls).toBe(2);
  });
});

describe('useAllocateSchoolCredits', () => {
  it('adds the allocation to the balance once, even with credit_info applied first, and lowers the pool', async () => {
    let allocated = false;
    server.use(
      http.get('*/api/gamification/credits/balance/', async () => {
        // The refetch after the allocation is held back, so the local update can be observed.
        if (allocated) await new Promise((resolve) => setTimeout(resolve, 300));
        const data = allocated ? { ...balance, available_credits: 7, school_credit_balance: 5, can_get_school_credits: false } : balance;
        return HttpResponse.json({ success: true, data, credit_info: { available_credits: data.available_credits, can_get_school_credits: data.can_get_school_credits } });
      }),
      http.post('*/api/gamification/credits/allocate-from-school/', () => {
        allocated = true;
        return HttpResponse.json({
          success: true,
          message: '5 credits from Lakeside University were added to your balance.',
          data: { credits_requested: 5, credits_allocated: 5, new_balance: 7, school_name: 'Lakeside University', school_credit_balance: 5, credits_remaining_for_you: 0 },
          credit_info: { available_credits: 7, can_get_school_credits: false },
        });
      }),
    );
    const { wrapper, queryClient } = setup();
    const { result } = renderHook(
      () => {
        useCreditInfoSync();
        return { balance: useCreditBalance(), allocate: useAllocateSchoolCredits() };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.balance.data?.available_credits).toBe(2));

    let allocation;
    await act(async () => {
      allocation = await result.current.allocate.mutateAsync({ credits_to_allocate: 5 });
    });
    expect(allocation).toEqual({
      message: '5 credits from Lakeside University were added to your balance.',
      creditsAllocated: 5,
      newBalance: 7,
      schoolName: 'Lakeside University',
    });
    const local = queryClient.getQueryData<CreditBalance>(creditBalanceQueryKey);
    expect(local?.available_credits).toBe(7);
    expect(local?.school_credit_balance).toBe(5);
    await waitFor(() => expect(result.current.balance.data?.can_get_school_credits).toBe(false));
    expect(result.current.balance.data?.available_credits).toBe(7);
  });

  it('logs a failure and leaves the balance alone', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get('*/api/gamification/credits/balance/', () => HttpResponse.json({ success: true, data: balance })),
      http.post('*/api/gamification/credits/allocate-from-school/', () => HttpResponse.json({ non_field_errors: ['No credits left.'] }, { status: 400 })),
    );
    const { wrapper, queryClient } = setup();
    const { result } = renderHook(() => ({ balance: useCreditBalance(), allocate: useAllocateSchoolCredits() }), { wrapper });
    await waitFor(() => expect(result.current.balance.data).toBeDefined());
    await act(async () => {
      await result.current.allocate.mutateAsync({ credits_to_allocate: 5 }).catch(() => undefined);
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData<CreditBalance>(creditBalanceQueryKey)).toEqual(balance);
  });
});
