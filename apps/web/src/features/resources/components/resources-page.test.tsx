import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw';
import { renderRoute } from '@/test/render';
import ResourcesPage from './resources-page';

describe('ResourcesPage', () => {
  it("shows the provider's blog page (from the server's settings) in a lazily loaded frame", async () => {
    server.use(http.get('*/api/app-config/', () => HttpResponse.json({ support_form_url: 'https://help.example.org', resources_url: 'https://blog.example.org/students' })));
    renderRoute(<ResourcesPage />, { path: '/resources' });
    const frame = await screen.findByTitle('Bloom blog');
    expect(frame).toHaveAttribute('src', 'https://blog.example.org/students');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('status')).toHaveTextContent('Loading Bloom blog...');
    fireEvent.load(frame);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says what went wrong, with a way to try again, when the settings cannot be read', async () => {
    server.use(http.get('*/api/app-config/', () => HttpResponse.error()));
    renderRoute(<ResourcesPage />, { path: '/resources' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No response from the server. Please check your network connection.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
