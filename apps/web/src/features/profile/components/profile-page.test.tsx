import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudentProfile } from '@bloom/contract/profiles';
import { server } from '@/test/msw';
import { renderRoute } from '@/test/render';
import type * as ResizeImageModule from '../resize-image';
import { ImageProcessingError, resizeImageToJpeg } from '../resize-image';
import { catchAllSchool, makeProfile, partnerSchool, signInForTest } from '../testing/fixtures';
import ProfilePage from './profile-page';

// The canvas work has its own tests (resize-image.test.ts); jsdom cannot decode images.
vi.mock('../resize-image', async (importOriginal) => ({
  ...(await importOriginal<typeof ResizeImageModule>()),
  resizeImageToJpeg: vi.fn(),
}));

const slow = { timeout: 5000 };

interface Recorded {
  puts: Record<string, unknown>[];
  growthPosts: unknown[];
  growthPatches: { id: string; body: unknown }[];
  uploads: { image: Blob | null; userId: string | null }[];
}

function serve(initial: StudentProfile = makeProfile()) {
  let current = initial;
  const recorded: Recorded = { puts: [], growthPosts: [], growthPatches: [], uploads: [] };
  server.use(
    http.get('*/api/student-profiles/', () => HttpResponse.json([current])),
    http.get('*/api/schools/', () => HttpResponse.json([partnerSchool, catchAllSchool])),
    http.get('*/api/timezone-management/', () =>
      HttpResponse.json({ timezone: current.timezone, offset_minutes: 0, offset_formatted: '+00:00', readable_name: 'UTC', user_type: 'student' }),
    ),
    http.put('*/api/student-profiles/:id/', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      recorded.puts.push(body);
      const user = body.user as { first_name: string; last_name: string };
      current = {
        ...current,
        user: { ...current.user, first_name: user.first_name, last_name: user.last_name },
        city: body.city as string,
        what_brings_you_joy: body.what_brings_you_joy as string,
        personality_type: (body.personality_type as string) || null,
      };
      return HttpResponse.json(current);
    }),
    http.post('*/api/growth-areas/', async ({ request }) => {
      const body = (await request.json()) as { growth_area_id: string; initial_confidence_level: string };
      recorded.growthPosts.push(body);
      const created = { id: 32, growth_area_id: body.growth_area_id, initial_confidence_level: body.initial_confidence_level, status: 'active', confidence_levels: [] };
      current = { ...current, growth_areas: [...current.growth_areas, created] };
      return HttpResponse.json({ ...created, student_profile: 11, created_at: '2026-01-01T00:00:00Z' }, { status: 201 });
    }),
    http.patch('*/api/growth-areas/:id/', async ({ request, params }) => {
      const body = (await request.json()) as { status: string };
      recorded.growthPatches.push({ id: String(params.id), body });
      current = { ...current, growth_areas: current.growth_areas.map((area) => (String(area.id) === params.id ? { ...area, status: body.status } : area)) };
      return HttpResponse.json({});
    }),
    http.post('*/api/upload-student-profile-image/', async ({ request }) => {
      const form = await request.formData();
      const image = form.get('image');
      // The request's File comes from Node's fetch, not jsdom's: no instanceof check.
      recorded.uploads.push({ image: image !== null && typeof image !== 'string' ? image : null, userId: form.get('user_id') as string | null });
      current = { ...current, url: '/media/profile-images/new.jpg' };
      return HttpResponse.json({ url: current.url });
    }),
  );
  return recorded;
}

function renderProfile() {
  return renderRoute(<ProfilePage />, { path: '/profile' });
}

async function openEditor() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }, slow));
  await screen.findByRole('form', { name: 'Edit profile' });
  return user;
}

function detail(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
}

describe('ProfilePage', { timeout: 20_000 }, () => {
  beforeEach(() => signInForTest());

  it('shows every profile field in view mode, with labels rather than stored values', async () => {
    serve();
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' }, slow)).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Edit Profile' }, slow);
    expect(detail('First name')).toHaveTextContent('Maya');
    expect(detail('School')).toHaveTextContent('Riverside University');
    expect(detail('Degree')).toHaveTextContent("Bachelor's degree");
    expect(detail('City')).toHaveTextContent('Riverside');
    expect(detail('Gender')).toHaveTextContent('Female');
    expect(detail('Languages')).toHaveTextContent('English, Spanish');
    expect(detail('Race/Ethnicity')).toHaveTextContent('Latinx or Hispanic');
    expect(detail('International student')).toHaveTextContent('No');
    expect(detail('Timezone')).toHaveTextContent('UTC');
    expect(detail('Personality types')).toHaveTextContent('Creative and flexible');
    expect(detail('Coaching styles')).toHaveTextContent('Supportive and empathetic');
    expect(detail('Coaching styles')).toHaveTextContent('Holistic and mindful');
    expect(screen.getByText('Long walks with my dog')).toBeInTheDocument();
    expect(screen.getByText('Stress')).toBeInTheDocument();
    expect(screen.getByText('Sleep')).toBeInTheDocument();
    expect(screen.getByText('Moderate')).toBeInTheDocument();
  });

  it('edit mode holds every field; Cancel throws the changes away', async () => {
    serve();
    renderProfile();
    const user = await openEditor();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    for (const label of ['Last name', 'School', 'Degree', 'Course', 'State', 'City', 'Gender', 'Languages', 'Race/Ethnicity', 'Timezone', 'What brings you joy']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('I am an international student')).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Personality types' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Coaching styles' })).toBeInTheDocument();
    expect(screen.getByLabelText('Growth areas')).toBeInTheDocument();
    expect(screen.getByLabelText('Degree')).toHaveDisplayValue("Bachelor's degree");
    expect(within(screen.getByLabelText('Degree')).getByRole('option', { name: 'High school' })).toBeInTheDocument();

    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Elsewhere');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(detail('City')).toHaveTextContent('Riverside');
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('City')).toHaveValue('Riverside');
  });

  it("saves every field, says 'Profile updated successfully!' and returns to view mode", async () => {
    const recorded = serve();
    renderProfile();
    const user = await openEditor();
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Lakeside');
    await user.type(screen.getByLabelText('What brings you joy'), ' and baking');
    await user.click(screen.getByRole('checkbox', { name: 'Analytical and detail-focused' }));
    await user.selectOptions(screen.getByLabelText('Timezone'), 'America/New_York');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully!', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(detail('City')).toHaveTextContent('Lakeside');
    expect(recorded.puts).toEqual([
      {
        id: 11,
        user: { first_name: 'Maya', last_name: 'Lopez' },
        schoolId: 5,
        degree: 'bachelors',
        course: 'Psychology',
        state: 'California',
        city: 'Lakeside',
        sex: 'female',
        language_preference: 'English, Spanish',
        identify_as: 'latinx_hispanic',
        is_international: false,
        timezone: 'America/New_York',
        what_brings_you_joy: 'Long walks with my dog and baking',
        personality_type: 'creative_and_flexible,analytical_and_detail_focused',
        coaching_style: 'supportive_and_empathetic,holistic_and_mindful',
      },
    ]);
    // The growth areas did not change: no growth call.
    expect(recorded.growthPosts).toEqual([]);
    expect(recorded.growthPatches).toEqual([]);
  });

  it('replaces the growth areas when their tags change: the new set is added and the old one archived', async () => {
    const recorded = serve();
    renderProfile();
    const user = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Remove Sleep' }));
    await user.click(screen.getByRole('button', { name: 'Add Career' }));
    // Only the 12 options can be tags: a partial name is not added, the full one is.
    await user.type(screen.getByLabelText('Growth areas'), 'mindful{Enter}');
    expect(screen.getByText('Choose one of the suggestions below.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Growth areas'));
    await user.type(screen.getByLabelText('Growth areas'), 'Mindfulness{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully!', {}, slow)).toBeInTheDocument();
    expect(recorded.growthPosts).toEqual([{ student_profile: 11, growth_area_id: 'stress,career,mindfulness', initial_confidence_level: 'moderate' }]);
    expect(recorded.growthPatches).toEqual([{ id: '31', body: { status: 'archived' } }]);
    const growthCard = screen.getByRole('heading', { name: 'Growth areas' }).closest('section') as HTMLElement;
    expect(within(growthCard).getByText('Career')).toBeInTheDocument();
    expect(within(growthCard).queryByText('Sleep')).not.toBeInTheDocument();
  });

  it("says 'Failed to update growth area status' when retiring the replaced set fails without a message of its own", async () => {
    serve();
    server.use(http.patch('*/api/growth-areas/:id/', () => new HttpResponse(null, { status: 502 })));
    renderProfile();
    const user = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Remove Sleep' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to update growth area status');
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeInTheDocument();
  });

  it("says 'Failed to update profile. Please try again.' under the title Error, and stays in edit mode", async () => {
    serve();
    server.use(http.put('*/api/student-profiles/:id/', () => HttpResponse.json({ first_name: ['This field may not be blank.'] }, { status: 400 })));
    renderProfile();
    const user = await openEditor();
    await user.clear(screen.getByLabelText('First name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to update profile. Please try again.');
    expect(screen.getByText('This field may not be blank.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeInTheDocument();
  });

  it('uploads a chosen picture after a preview as a multipart 150x150 JPEG with the user id', async () => {
    const recorded = serve();
    vi.mocked(resizeImageToJpeg).mockResolvedValue(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }));
    renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a picture' }, slow));
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Choose a profile picture'), file);

    expect(await screen.findByRole('img', { name: 'Preview of your new profile picture' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Profile picture uploaded successfully!', {}, slow)).toBeInTheDocument();
    expect(vi.mocked(resizeImageToJpeg)).toHaveBeenCalledWith(file);
    expect(recorded.uploads).toHaveLength(1);
    expect(recorded.uploads[0]?.userId).toBe('7');
    expect(recorded.uploads[0]?.image?.type).toBe('image/jpeg');
    // The current user is read again, so the new picture shows everywhere.
    await waitFor(() => expect(screen.getByRole('img', { name: 'Maya Lopez' })).toHaveAttribute('src', '/media/profile-images/new.jpg'));
    expect(screen.queryByRole('img', { name: 'Preview of your new profile picture' })).not.toBeInTheDocument();
  });

  it('cancel drops the preview without uploading', async () => {
    const recorded = serve();
    renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a picture' }, slow));
    await user.upload(screen.getByLabelText('Choose a profile picture'), new File(['x'], 'me.png', { type: 'image/png' }));
    await screen.findByRole('img', { name: 'Preview of your new profile picture' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('img', { name: 'Preview of your new profile picture' })).not.toBeInTheDocument();
    expect(recorded.uploads).toEqual([]);
  });

  it.each([
    ['Canvas context not available. Please try again.'],
    ['Failed to load image. Please try again.'],
  ])('shows the resize failure %s under the title Error', async (message) => {
    const recorded = serve();
    vi.mocked(resizeImageToJpeg).mockRejectedValue(new ImageProcessingError(message));
    renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a picture' }, slow));
    await user.upload(screen.getByLabelText('Choose a profile picture'), new File(['x'], 'me.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent(message);
    expect(recorded.uploads).toEqual([]);
  });

  it("says 'Failed to upload profile picture. Please try again.' when the server refuses", async () => {
    serve();
    vi.mocked(resizeImageToJpeg).mockResolvedValue(new Blob(['jpeg'], { type: 'image/jpeg' }));
    server.use(http.post('*/api/upload-student-profile-image/', () => HttpResponse.json({ image: ['Upload a valid image.'] }, { status: 400 })));
    renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a picture' }, slow));
    await user.upload(screen.getByLabelText('Choose a profile picture'), new File(['x'], 'me.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('Failed to upload profile picture. Please try again.');
  });
});
