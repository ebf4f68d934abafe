// The shared contracts, as values. @inercise/contracts has no "type": "module", so under tsx its
// TypeScript is loaded as CommonJS and esbuild's re-export helper hides the named exports from
// Node's ESM importer: the namespace's `default` then holds them. Types are imported directly from
// '@inercise/contracts' (erased at run time); values come through here.
import * as namespace from '@inercise/contracts';
import * as adminNamespace from '@inercise/contracts/admin';
import * as deviceNamespace from '@inercise/contracts/domain/device';
import * as exampleSellerNamespace from '@inercise/contracts/domain/exampleSeller';
import * as profileNamespace from '@inercise/contracts/profile';
import * as taxNumberNamespace from '@inercise/contracts/validation/taxNumber';
import * as digitalConsentNamespace from '@inercise/contracts/validation/digitalConsent';
import * as addressByCountryNamespace from '@inercise/contracts/validation/addressByCountryFull';

type Contracts = typeof namespace;
const loaded = namespace as Contracts & { default?: Contracts };

export const contracts: Contracts = loaded.default && 'ProductSchema' in loaded.default ? loaded.default : loaded;

type AdminContracts = typeof adminNamespace;
const loadedAdmin = adminNamespace as AdminContracts & { default?: AdminContracts };

/** The back office's contracts (@inercise/contracts/admin), loaded the same way. */
export const adminContracts: AdminContracts =
  loadedAdmin.default && 'AdminOrderRowSchema' in loadedAdmin.default ? loadedAdmin.default : loadedAdmin;

type DeviceContracts = typeof deviceNamespace;
const loadedDevice = deviceNamespace as DeviceContracts & { default?: DeviceContracts };

/** The device contracts (@inercise/contracts/domain/device), an entry of their own: not in every page's shared bundle. */
export const deviceContracts: DeviceContracts = loadedDevice.default && 'MyDeviceSchema' in loadedDevice.default ? loadedDevice.default : loadedDevice;
type ProfileContracts = typeof profileNamespace;
const loadedProfile = profileNamespace as ProfileContracts & { default?: ProfileContracts };

/** The profile's contracts (@inercise/contracts/profile), loaded the same way. */
export const profileContracts: ProfileContracts =
  loadedProfile.default && 'ProfilePayloadSchema' in loadedProfile.default ? loadedProfile.default : loadedProfile;

type TaxNumberContracts = typeof taxNumberNamespace;
const loadedTaxNumber = taxNumberNamespace as TaxNumberContracts & { default?: TaxNumberContracts };

/** The invoice's tax number rule (@inercise/contracts/validation/taxNumber), an entry of its own with its format library. */
export const taxNumberContracts: TaxNumberContracts =
  loadedTaxNumber.default && 'taxNumberProblem' in loadedTaxNumber.default ? loadedTaxNumber.default : loadedTaxNumber;

type AddressByCountryContracts = typeof addressByCountryNamespace;
const loadedAddressByCountry = addressByCountryNamespace as AddressByCountryContracts & { default?: AddressByCountryContracts };

/** The phone number's check by its country's numbering (@inercise/contracts/validation/addressByCountryFull), with the full phone metadata. */
export const addressByCountryContracts: AddressByCountryContracts =
  loadedAddressByCountry.default && 'phoneProblem' in loadedAddressByCountry.default ? loadedAddressByCountry.default : loadedAddressByCountry;

type ExampleSellerContracts = typeof exampleSellerNamespace;
const loadedExampleSeller = exampleSellerNamespace as ExampleSellerContracts & { default?: ExampleSellerContracts };

/** The example seller (@inercise/contracts/domain/exampleSeller), an entry of its own: no shopper's page needs it. */
export const EXAMPLE_SELLER: ExampleSellerContracts['EXAMPLE_SELLER'] =
  (loadedExampleSeller.default && 'EXAMPLE_SELLER' in loadedExampleSeller.default ? loadedExampleSeller.default : loadedExampleSeller).EXAMPLE_SELLER;

type DigitalConsentContracts = typeof digitalConsentNamespace;
const loadedDigitalConsent = digitalConsentNamespace as DigitalConsentContracts & { default?: DigitalConsentContracts };

/** The course's consent rule (@inercise/contracts/validation/digitalConsent), shared with the checkout. */
export const digitalConsentContracts: DigitalConsentContracts =
  loadedDigitalConsent.default && 'digitalConsentProblem' in loadedDigitalConsent.default ? loadedDigitalConsent.default : loadedDigitalConsent;
