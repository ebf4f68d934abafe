/** The month's notice before an inactive account is deleted: logging in keeps it. Both languages (no language is kept per account). */
export const inactivityWarningMail = (loginLink: string, deletionDate: Date) => {
  const day = deletionDate.toISOString().slice(0, 10);
  return {
    subject: 'Inercise: Twoje konto zostanie usunięte / your account will be deleted',
    text: `Nie logowałeś się do sklepu Inercise od prawie trzech lat. Zgodnie z polityką prywatności usuniemy Twoje konto po ${day}. Zamówienia zostaną zachowane w księgach sklepu, bez powiązania z kontem.\n\nAby zachować konto, zaloguj się przed tą datą:\n${loginLink}\n\n-----\n\nYou have not logged in to the Inercise shop for almost three years. As our privacy policy says, we will delete your account after ${day}. Your orders stay in the shop's books, no longer linked to an account.\n\nTo keep your account, log in before that date:\n${loginLink}`,
  };
};
