// The back office's delivery-band endpoints of the route table (mf-backoffice's alone; each bundle keeps the ones it calls).
export * from '@inercise/contracts/routes/adminShipment';
