// The buyer's courses (route table), for the account's "My courses".
export * from '@inercise/contracts/routes/courses';
