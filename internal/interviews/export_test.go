package interviews

// RunEvery is runEvery, the loop both reminders run, for the tests.
var RunEvery = runEvery
