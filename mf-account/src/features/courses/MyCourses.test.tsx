import { screen, within } from '@testing-library/react';
import { fakeApi, renderWithShop, reply, type Routes } from '@inercise/shared/testing';
import type { MyCourse } from '@inercise/shared';
import { accountTranslations } from '../../i18n/accountTranslations';
import { MyCourses } from './MyCourses';

const foundations: MyCourse = {
  productId: 15,
  name: 'courseFoundations',
  texts: { en: { name: 'Foundations course', description: '' }, pl: { name: 'Kurs podstaw', description: '' } },
  thumbnail: 'course-foundations.webp',
  orderNumber: 'INR-20261129-ABC123',
  grantedAt: '2026-11-29T09:00:00Z',
  accessUrl: 'https://courses.test/course/15?access=7.signed',
};

const open = (routes: Routes, language: 'en' | 'pl' = 'en') => {
  fakeApi(routes);
  return renderWithShop(<MyCourses />, { loggedIn: true, language, translations: { account: accountTranslations } });
};

describe('MyCourses', () => {
  it('lists the bought courses, each with its own link to start it', async () => {
    open({ 'GET /users/me/courses': [foundations] });
    const [item] = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(item).toHaveTextContent('Foundations course');
    expect(item).toHaveTextContent('Order INR-20261129-ABC123');
    expect(within(item!).getByRole('link', { name: 'Start the course Foundations course' })).toHaveAttribute('href', foundations.accessUrl);
  });

  it('says when there are none yet, in Polish too', async () => {
    open({ 'GET /users/me/courses': [] }, 'pl');
    expect(await screen.findByText('Nie masz jeszcze kursów. Kupiony kurs pojawi się tutaj po zaksięgowaniu płatności.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Moje kursy');
  });

  it('says when the list cannot be read', async () => {
    open({ 'GET /users/me/courses': reply(500, { message: 'internal' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your courses.');
  });
});
