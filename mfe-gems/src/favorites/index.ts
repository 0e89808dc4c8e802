// What the other features of this remote may use of favorites: the save control shown beside a gem,
// and which of a city's gems the traveller saved (the gems map marks them).
export { useSavedGemIdsInCity } from './api/savedInCity';
export { SaveGemControl } from './components/SaveGemControl';
