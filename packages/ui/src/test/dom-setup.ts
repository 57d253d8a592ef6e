// Every DOM test suite of the apps and this package: findBy*/waitFor wait up to 5 s (not 1 s) for a condition,
// because CI runs three suites at once on two cores and a first render there can take more than a second.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
