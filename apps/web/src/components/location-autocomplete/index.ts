export {
  LocationAutocomplete,
  type LocationAutocompleteProps,
  type LocationValue,
  type SelectedPlace,
} from './location-autocomplete';
export { fetchLocationSuggestions } from './fetch-location-suggestions';
