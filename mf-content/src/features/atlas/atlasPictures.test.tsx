import { screen } from '@testing-library/react';
import { renderWithShop } from '@inercise/shared/testing';
import { contentTranslations } from '../../i18n/contentTranslations';
import { AtlasBanner } from './AtlasBanner';
import { ExerciseBlock } from './ExerciseBlock';

const translations = { content: contentTranslations };

describe("the atlas's pictures", () => {
  it('say in English what each banner and each step drawing shows', () => {
    renderWithShop(
      <>
        <AtlasBanner />
        <ExerciseBlock />
      </>,
      { translations },
    );
    for (const alt of [
      'An athlete squatting on the device, faded earlier phases of the movement behind',
      'An athlete rowing on the device, bent forward over the handle',
      'An athlete in a deadlift on the device, faded earlier phases of the lift behind',
      'A disc lowered onto the flywheel of the platform',
      'The figure sinking into the next squat, a circular arrow beside it',
    ]) {
      expect(screen.getByRole('img', { name: alt })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('img').filter((image) => !image.getAttribute('alt'))).toEqual([]);
  });

  it('say it in Polish on Polish pages', () => {
    renderWithShop(
      <>
        <AtlasBanner />
        <ExerciseBlock />
      </>,
      { language: 'pl', translations },
    );
    expect(screen.getByRole('img', { name: 'Sportowiec wiosłujący na urządzeniu, pochylony nad uchwytem' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Postać w głębokim przysiadzie na platformie, trzymająca uchwyt' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(8);
  });
});
