import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { School } from '@bloom/contract/schools';
import { signIn, studentProfile } from '@/app/shell/shell-fixtures';
import { server } from '@/test/msw';
import { renderRoute } from '@/test/render';
import CampusResourcesPage from './campus-resources-page';

const school = (overrides: Partial<School> = {}): School => ({
  school_id: 1,
  school_name: 'State University',
  school_domain: '@state\\.edu$',
  resource_link: 'https://wellness.state.edu/students',
  status: 'active',
  is_catch_all: false,
  ...overrides,
});

function serve({ schoolId = 1 as number | null, schools = [school()] as School[] | 'error' } = {}) {
  server.use(
    http.get('*/api/student-profiles/', () => HttpResponse.json([studentProfile({ schoolId, school: schoolId === null ? null : 'State University' })])),
    http.get('*/api/schools/', () => (schools === 'error' ? HttpResponse.json({ detail: 'Failed to fetch schools' }, { status: 503 }) : HttpResponse.json(schools))),
  );
}

beforeEach(() => signIn());

describe('CampusResourcesPage', () => {
  it("shows the school's resource link in a frame, with a spinner until the page has loaded", async () => {
    serve();
    renderRoute(<CampusResourcesPage />, { path: '/campus-resources' });
    const frame = await screen.findByTitle('State University student resources');
    expect(frame).toHaveAttribute('src', 'https://wellness.state.edu/students');
    expect(screen.getByRole('status')).toHaveTextContent('Loading State University student resources...');
    fireEvent.load(frame);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open in a new tab/ })).toHaveAttribute('href', 'https://wellness.state.edu/students');
    expect(screen.getByText('Support and services at State University.')).toBeInTheDocument();
  });

  it("says 'No College Resources Available' and asks to check back later when the school has no link", async () => {
    serve({ schools: [school({ resource_link: null })] });
    renderRoute(<CampusResourcesPage />, { path: '/campus-resources' });
    expect(await screen.findByText('No College Resources Available')).toBeInTheDocument();
    expect(screen.getByText(/State University has not shared its student resources with Bloom yet. Please check back later./)).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it("says 'No College Resources Available' when the student has no school (or only the catch-all), pointing to the profile", async () => {
    for (const setup of [{ schoolId: null }, { schoolId: 9, schools: [school({ school_id: 9, school_name: 'Other / Not listed', is_catch_all: true, resource_link: null })] }]) {
      serve(setup);
      const { unmount } = renderRoute(<CampusResourcesPage />, { path: '/campus-resources' });
      expect(await screen.findByText('No College Resources Available')).toBeInTheDocument();
      expect(screen.getByText(/Your profile does not name your school yet/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', '/profile');
      expect(screen.queryByText(/Other \/ Not listed/)).not.toBeInTheDocument();
      expect(document.querySelector('iframe')).toBeNull();
      unmount();
    }
  });

  it('offers to try again when the schools cannot be loaded', async () => {
    serve({ schools: 'error' });
    renderRoute(<CampusResourcesPage />, { path: '/campus-resources' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch schools');
    server.use(http.get('*/api/schools/', () => HttpResponse.json([school()])));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('State University student resources')).toBeInTheDocument();
  });
});
