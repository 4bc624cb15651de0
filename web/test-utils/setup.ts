import { configure } from '@testing-library/dom'

// Screens load lazily and CI machines have two busy cores: give findBy/waitFor room so a slow
// chunk import is not mistaken for a missing element.
configure({ asyncUtilTimeout: 5_000 })
